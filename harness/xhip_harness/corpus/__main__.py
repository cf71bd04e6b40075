"""`python -m xhip_harness.corpus --out tests/corpus`: regenerate the corpus.

For each model of `models.MODELS`: torch-mlir's linalg-on-tensors
(`NAME.linalg.mlir`, float weights as splats unless the model keeps its blobs),
then each of `pipelines.VARIANTS` by `mlir-opt-22` (`NAME.VARIANT.mlir`, as
mlir-opt prints it), and `manifest.json`. Needs torch, torch-mlir,
transformers, onnx and mlir-opt-22 (see tests/corpus/README.md); CI only reads
the files.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from xhip_harness.corpus.models import MODELS, SEED, ModelSpec
from xhip_harness.corpus.pipelines import VARIANTS, pass_pipeline
from xhip_harness.corpus.weights import splat_weights

MLIR_OPT = os.environ.get("MLIR_OPT", "mlir-opt-22")


def mlir_opt(text: str, pipeline: str) -> str:
    """`text` through `mlir-opt --pass-pipeline=pipeline`."""
    done = subprocess.run(
        [MLIR_OPT, f"--pass-pipeline={pass_pipeline(pipeline)}"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{MLIR_OPT} {pipeline}: {done.stderr.strip()}")
    return done.stdout


def generate(spec: ModelSpec, out: Path) -> dict[str, object]:
    """Write one model's files; its manifest entry."""
    linalg = spec.build()
    if not spec.blobs:
        linalg = splat_weights(linalg)
    # mlir-opt's own printing, so that every file reads the same way.
    linalg = mlir_opt(linalg, "")
    files = {"linalg": linalg}
    for variant, pipeline in VARIANTS.items():
        files[variant] = mlir_opt(linalg, pipeline)
    for variant, text in files.items():
        (out / f"{spec.name}.{variant}.mlir").write_text(text)
    return {
        "name": spec.name,
        "architecture": spec.architecture,
        "source": spec.source,
        "dynamic": list(spec.dynamic),
        "weights": "dense_resource blobs" if spec.blobs else "splats",
        "files": {v: f"{spec.name}.{v}.mlir" for v in files},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m xhip_harness.corpus")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--only", nargs="*", help="models to regenerate")
    args = parser.parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    manifest_path = out / "manifest.json"
    entries: dict[str, object] = {}
    if manifest_path.exists():
        entries = {
            m["name"]: m for m in json.loads(manifest_path.read_text())["models"]
        }
    for spec in MODELS:
        if args.only and spec.name not in args.only:
            continue
        print(f"{spec.name} ...", file=sys.stderr, flush=True)
        entries[spec.name] = generate(spec, out)
    order = [spec.name for spec in MODELS if spec.name in entries]
    manifest = {
        "seed": SEED,
        "variants": {"linalg": "torch-mlir linalg-on-tensors", **VARIANTS},
        "models": [entries[name] for name in order],
    }
    manifest_path.write_text(json.dumps(manifest, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
