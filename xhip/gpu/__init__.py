"""`python -m xhip.gpu`: pooled models and fuzz programs run on a device (PyTorch)."""
