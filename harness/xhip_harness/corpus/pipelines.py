"""The mlir-opt pipelines of the corpus, as data: one place for each.

`BUFFERIZE` is hip-ep's One-Shot Bufferize (its `Pipelines.cpp`, step 2:
function boundaries bufferized with identity layouts), plus
`allow-return-allocs-from-loops`: torch-mlir leaves loop-carried tensors in
`scf.for` (hip-ep outlines its loops into functions first), and without the
option One-Shot Bufferize refuses them ("Yield operand #0 is not equivalent to
the corresponding iter bbArg").
"""

from __future__ import annotations

BUFFERIZE = (
    "one-shot-bufferize{allow-return-allocs-from-loops"
    " bufferize-function-boundaries"
    " function-boundary-type-conversion=identity-layout-map}"
)

# The variants, in file-name order: suffix -> `--pass-pipeline` body.
VARIANTS: dict[str, str] = {
    # One-Shot Bufferize alone.
    "bufferized": BUFFERIZE,
    # With MLIR's ownership-based deallocation (hip-ep does not run it).
    "dealloc": f"{BUFFERIZE},buffer-deallocation-pipeline",
    # hip-ep's order up to hip-pool-allocs, upstream passes only: canonicalize
    # and CSE (step 1b'), bufferize (2), CSE and canonicalize (5),
    # convert-linalg-to-loops (5a).
    "loops": (
        f"canonicalize,cse,{BUFFERIZE},cse,canonicalize,"
        "func.func(convert-linalg-to-loops)"
    ),
}

# Bufferized memref IR -> LLVM dialect for mlir-runner's CPU JIT.
TO_LLVM = (
    "func.func(convert-linalg-to-loops),"
    "expand-strided-metadata,lower-affine,convert-scf-to-cf,"
    "finalize-memref-to-llvm,convert-math-to-llvm,convert-math-to-libm,"
    "convert-arith-to-llvm,"
    "convert-index-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,"
    "reconcile-unrealized-casts"
)


def pass_pipeline(body: str) -> str:
    """The `--pass-pipeline` argument that runs `body` on the module."""
    return f"builtin.module({body})"
