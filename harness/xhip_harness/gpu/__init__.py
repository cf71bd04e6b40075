"""`python -m xhip_harness.gpu`: pooled models and fuzz programs run on a device (PyTorch)."""
