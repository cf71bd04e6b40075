"""xhip passes and the IR emission they share."""
