"""Dialect resources read per file, as MLIR reads them.

xDSL keeps the blobs of `dense_resource<key>` in the builtin dialect's
`OpAsmDialectInterface`, one store per process, and its parser declares each
key it reads there, renaming a key already stored (`w0` -> `w0_0`). Reading a
second file with the same key in one process (every test, `xhip bench`, an
embedding) then names another resource, and the file's own resource section
fills a key nothing refers to: the blob is lost from the output. MLIR's key
names one resource of the file being read.

`install()` makes `declare_resource` (called by xDSL's parser only) keep the
key and start it empty; the file's `{-# dialect_resources #-}` section then
gives it its bytes (kept as the hex string read, printed back unchanged), and
a file without one prints none. The store stays per process: a module read
earlier and printed after another file declared the same key prints the later
bytes.

Upstream: a resource store per `Context` (or per parse).
"""

from __future__ import annotations

from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface

from xhip.dialects.xdsl_ext.patching import patch
from xhip.dialects.xdsl_ext.private_api import declare_blob


def _declare_resource(self: OpAsmDialectInterface, key: str) -> str:
    """The key as read, its bytes to come from the file's resource section."""
    declare_blob(self, key)
    return key


def install() -> None:
    patch(OpAsmDialectInterface, "declare_resource", _declare_resource)
