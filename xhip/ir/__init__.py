"""The IR as xhip reads it: SSA names as the printed IR shows them (`names.py`)."""
