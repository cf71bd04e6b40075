"""`python -m xhip.verify.gpu`: pooled models and fuzz programs run on a device (PyTorch)."""
