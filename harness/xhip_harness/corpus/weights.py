"""Weights of an imported module as splats: each float `dense_resource` blob
becomes `dense<v>` (v: the blob's first element), and its blob is dropped.

Integer blobs (position ids, index tables) keep their values: a splat could
send a gather out of bounds. Standard library only.
"""

from __future__ import annotations

import re
import struct

_USE = re.compile(r"dense_resource<([^>]+)> : tensor<([^>]*)>")
_ENTRY = re.compile(r'^\s*([^\s:]+): "0x([0-9A-Fa-f]*)",?\s*$')
_FLOATS = {"f32": ("<f", 4), "f64": ("<d", 8)}


def _blobs(text: str) -> tuple[str, dict[str, bytes]]:
    """The module without its resource section, and the blobs by key."""
    head, marker, tail = text.partition("{-#")
    blobs: dict[str, bytes] = {}
    if not marker:
        return text, blobs
    for line in tail.splitlines():
        match = _ENTRY.match(line)
        if match:
            blobs[match.group(1)] = bytes.fromhex(match.group(2))
    return head, blobs


def _resources(blobs: dict[str, bytes]) -> str:
    if not blobs:
        return ""
    entries = ",\n".join(
        f'      {key}: "0x{blob.hex().upper()}"' for key, blob in blobs.items()
    )
    return (
        "\n{-#\n  dialect_resources: {\n    builtin: {\n"
        f"{entries}\n    }}\n  }}\n#-}}\n"
    )


def splat_weights(text: str) -> str:
    """`text` with every f32/f64 blob used as a tensor constant made a splat."""
    body, blobs = _blobs(text)
    used_as_blob: set[str] = set()

    def replace(match: re.Match[str]) -> str:
        key, shape = match.group(1), match.group(2)
        element = shape.rsplit("x", 1)[-1]
        if element not in _FLOATS or key not in blobs:
            used_as_blob.add(key)
            return match.group(0)
        fmt, width = _FLOATS[element]
        # A blob starts with its alignment (4 bytes), then the elements.
        (value,) = struct.unpack(fmt, blobs[key][4 : 4 + width])
        return f"dense<{value:.9e}> : tensor<{shape}>"

    body = _USE.sub(replace, body)
    kept = {key: blob for key, blob in blobs.items() if key in used_as_blob}
    return body.rstrip("\n") + "\n" + _resources(kept)
