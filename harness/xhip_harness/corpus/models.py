"""The corpus's models: each built with seeded random weights and imported by
torch-mlir to linalg-on-tensors (`func.func @main_graph`).

PyTorch models go through `torch.export` and torch-mlir's FX importer; the
recurrent model is an ONNX graph (a `Loop` whose body holds an `If`) built with
`onnx.helper` and imported by torch-mlir's ONNX importer, the only importer of
the two that turns control flow into `scf.for`/`scf.if`. Transformers models
are made from small configs (no weights are downloaded) with eager attention.

torch, torch-mlir, transformers and onnx are imported inside the functions:
only the generator needs them, never xhip or its tests.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

SEED = 0


@dataclass(frozen=True)
class ModelSpec:
    """One corpus model: how it is made and what its file says."""

    name: str
    architecture: str
    source: str  # "torch.export" or "onnx"
    dynamic: tuple[str, ...]  # the dynamic dimensions, by name
    blobs: bool  # keep every weight as a dense_resource blob (else splats)
    build: Callable[[], str]  # -> linalg-on-tensors module text


def _torch() -> Any:
    return importlib.import_module("torch")


def _fx_import(model: Any, args: tuple[Any, ...], dynamic: Any) -> str:
    fx: Any = importlib.import_module("torch_mlir.fx")
    torch = _torch()
    # The FX importer finds no state for non-persistent buffers (RoPE's
    # frequencies, BERT's position ids): make them persistent.
    for submodule in model.modules():
        submodule._non_persistent_buffers_set.clear()
    with torch.no_grad():
        module = fx.export_and_import(
            model.eval(),
            *args,
            output_type="linalg-on-tensors",
            dynamic_shapes=dynamic,
            func_name="main_graph",
        )
    return str(module)


def _dim(name: str, lo: int, hi: int) -> Any:
    return _torch().export.Dim(name, min=lo, max=hi)


# ---------------------------------------------------------------- PyTorch nets


def mlp() -> str:
    """Two linear layers with GELU and LayerNorm, dynamic batch."""
    torch = _torch()
    torch.manual_seed(SEED)
    nn = torch.nn
    model = nn.Sequential(
        nn.Linear(16, 32), nn.GELU(), nn.LayerNorm(32), nn.Linear(32, 8)
    )
    x = torch.randn(4, 16)
    return _fx_import(model, (x,), ({0: _dim("batch", 1, 64)},))


def resnet_block() -> str:
    """A small CNN: conv-BN-ReLU stem, one residual block, pooling, a head."""
    torch = _torch()
    torch.manual_seed(SEED)
    nn = torch.nn

    class Net(nn.Module):
        def __init__(self) -> None:
            super().__init__()  # pyright: ignore[reportUnknownMemberType]
            self.stem = nn.Sequential(
                nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU()
            )
            self.pool = nn.MaxPool2d(2)
            self.block = nn.Sequential(
                nn.Conv2d(8, 8, 3, padding=1),
                nn.BatchNorm2d(8),
                nn.ReLU(),
                nn.Conv2d(8, 8, 3, padding=1),
                nn.BatchNorm2d(8),
            )
            self.head = nn.Linear(8, 10)

        def forward(self, x: Any) -> Any:
            y = self.pool(self.stem(x))
            y = torch.relu(y + self.block(y))
            return self.head(y.mean(dim=(2, 3)))

    return _fx_import(Net(), (torch.randn(1, 3, 16, 16),), None)


def mobilenet_block() -> str:
    """Depthwise-separable convolutions (MobileNet's block), ReLU6, avg pool."""
    torch = _torch()
    torch.manual_seed(SEED)
    nn = torch.nn
    model = nn.Sequential(
        nn.Conv2d(3, 16, 3, stride=2, padding=1),
        nn.ReLU6(),
        nn.Conv2d(16, 16, 3, padding=1, groups=16),
        nn.ReLU6(),
        nn.Conv2d(16, 32, 1),
        nn.ReLU6(),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(32, 10),
    )
    return _fx_import(model, (torch.randn(2, 3, 32, 32),), None)


def gru() -> str:
    """A one-layer GRU over a fixed sequence (the exporter unrolls it)."""
    torch = _torch()
    torch.manual_seed(SEED)
    nn = torch.nn

    class Net(nn.Module):
        def __init__(self) -> None:
            super().__init__()  # pyright: ignore[reportUnknownMemberType]
            self.rnn = nn.GRU(16, 32, batch_first=True)
            self.out = nn.Linear(32, 4)

        def forward(self, x: Any) -> Any:
            y, _ = self.rnn(x)
            return self.out(y)

    return _fx_import(Net(), (torch.randn(2, 6, 16),), None)


# ----------------------------------------------------------- transformers nets


def _transformers() -> Any:
    """transformers, with torch's generator seeded for the weights of the model
    that is built next."""
    tf = importlib.import_module("transformers")
    _torch().manual_seed(SEED)
    return tf


def _hidden(model: Any, field: str) -> Any:
    torch = _torch()

    class Wrap(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()  # pyright: ignore[reportUnknownMemberType]
            self.model = model

        def forward(self, input_ids: Any) -> Any:
            # An explicit all-ones mask: without one, transformers looks for
            # packed sequences by a cumulative sum, which torch-mlir lowers to
            # `tm_tensor.scan`, a dialect mlir-opt does not have.
            out = self.model(
                input_ids=input_ids,
                attention_mask=torch.ones_like(input_ids),
                position_ids=torch.arange(input_ids.shape[1]).unsqueeze(0),
                use_cache=False,
            )
            return getattr(out, field)

    return Wrap()


def _ids(batch: int, seq: int) -> Any:
    """`batch` x `seq` token ids, all below the models' vocabulary size."""
    torch = _torch()
    return torch.arange(batch * seq, dtype=torch.int64).reshape(batch, seq) % 50


def _text(model: Any, field: str, batch: int, seq: int, dynamic: Any) -> str:
    ids = _ids(batch, seq)
    return _fx_import(_hidden(model, field), (ids,), ({**dynamic},))


def bert() -> str:
    """BERT encoder (2 layers, hidden 32), dynamic sequence."""
    tf = _transformers()
    config = tf.BertConfig(
        vocab_size=64,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=64,
        attn_implementation="eager",
    )
    model = tf.BertModel(config, add_pooling_layer=False)
    return _text_plain(model, "last_hidden_state", 1, 8, {1: _dim("seq", 2, 64)})


def _text_plain(model: Any, field: str, batch: int, seq: int, dyn: Any) -> str:
    """As `_text`, for models whose forward takes no `use_cache`."""
    torch = _torch()

    class Wrap(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()  # pyright: ignore[reportUnknownMemberType]
            self.model = model

        def forward(self, input_ids: Any) -> Any:
            return getattr(self.model(input_ids=input_ids), field)

    return _fx_import(Wrap(), (_ids(batch, seq),), (dyn,))


def gpt2() -> str:
    """GPT-2 decoder with its LM head (2 layers, hidden 32), dynamic sequence."""
    tf = _transformers()
    config = tf.GPT2Config(
        vocab_size=64,
        n_embd=32,
        n_layer=2,
        n_head=2,
        n_positions=64,
        attn_implementation="eager",
    )
    model = tf.GPT2LMHeadModel(config)
    return _text(model, "logits", 1, 8, {1: _dim("seq", 2, 64)})


def llama() -> str:
    """LLaMA decoder (RoPE, RMSNorm, SwiGLU, grouped KV heads), dynamic
    sequence. Not batch too: with both dynamic, torch-mlir's lowering of the
    attention's `view(batch, seq, -1, head_dim)` computes a wrong shape and the
    program writes out of bounds at seq > 1 (heap corruption under mlir-runner)."""
    tf = _transformers()
    config = tf.LlamaConfig(
        vocab_size=64,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=64,
        attn_implementation="eager",
    )
    model = tf.LlamaForCausalLM(config)
    return _text(model, "logits", 1, 8, {1: _dim("seq", 2, 64)})


def t5_encoder() -> str:
    """T5 encoder (relative position buckets), static shape."""
    tf = _transformers()
    config = tf.T5Config(
        vocab_size=64,
        d_model=32,
        d_kv=16,
        d_ff=64,
        num_layers=2,
        num_heads=2,
        attn_implementation="eager",
    )
    model = tf.T5EncoderModel(config)
    return _text_plain(model, "last_hidden_state", 1, 8, None)


def vit() -> str:
    """ViT image encoder (patch embedding, 2 layers, hidden 32)."""
    tf = _transformers()
    torch = _torch()
    config = tf.ViTConfig(
        image_size=16,
        patch_size=4,
        num_channels=3,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        attn_implementation="eager",
    )
    model = tf.ViTModel(config, add_pooling_layer=False)

    class Wrap(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()  # pyright: ignore[reportUnknownMemberType]
            self.model = model

        def forward(self, pixel_values: Any) -> Any:
            return self.model(pixel_values=pixel_values).last_hidden_state

    return _fx_import(Wrap(), (torch.randn(1, 3, 16, 16),), None)


# ------------------------------------------------------------------- ONNX nets


def rnn_loop_if() -> str:
    """An Elman RNN as an ONNX `Loop` over the sequence whose body picks tanh
    or ReLU by an `If` on the step's parity; dynamic batch."""
    onnx: Any = importlib.import_module("onnx")
    np: Any = importlib.import_module("numpy")
    h = onnx.helper
    f32, i64 = onnx.TensorProto.FLOAT, onnx.TensorProto.INT64
    hidden, steps = 16, 6
    rng = np.random.default_rng(SEED)

    def weight(name: str, *shape: int) -> Any:
        values = rng.standard_normal(shape).astype(np.float32) * np.float32(0.25)
        return onnx.numpy_helper.from_array(values, name)

    def branch(name: str, op: str) -> Any:
        out = h.make_tensor_value_info(f"{name}_out", f32, ["batch", hidden])
        return h.make_graph(
            [h.make_node(op, ["pre"], [f"{name}_out"])], name, [], [out]
        )

    body = h.make_graph(
        [
            h.make_node("Gather", ["xs", "step"], ["x_t"], axis=0),
            h.make_node("MatMul", ["x_t", "W"], ["wx"]),
            h.make_node("MatMul", ["h_in", "U"], ["uh"]),
            h.make_node("Add", ["wx", "uh"], ["sum"]),
            h.make_node("Add", ["sum", "b"], ["pre"]),
            h.make_node("Mod", ["step", "two"], ["parity"]),
            h.make_node("Equal", ["parity", "zero"], ["even"]),
            h.make_node(
                "If",
                ["even"],
                ["h_out"],
                then_branch=branch("then", "Tanh"),
                else_branch=branch("else", "Relu"),
            ),
            h.make_node("Identity", ["cond_in"], ["cond_out"]),
        ],
        "body",
        [
            h.make_tensor_value_info("step", i64, []),
            h.make_tensor_value_info("cond_in", onnx.TensorProto.BOOL, []),
            h.make_tensor_value_info("h_in", f32, ["batch", hidden]),
        ],
        [
            h.make_tensor_value_info("cond_out", onnx.TensorProto.BOOL, []),
            h.make_tensor_value_info("h_out", f32, ["batch", hidden]),
        ],
    )
    graph = h.make_graph(
        [
            h.make_node("Shape", ["xs"], ["shape"]),
            h.make_node("Gather", ["shape", "zero"], ["n"], axis=0),
            h.make_node("Loop", ["n", "true", "h0"], ["h_last"], body=body),
            h.make_node("MatMul", ["h_last", "V"], ["y"]),
        ],
        "main_graph",
        [
            h.make_tensor_value_info("xs", f32, [steps, "batch", 8]),
            h.make_tensor_value_info("h0", f32, ["batch", hidden]),
        ],
        [h.make_tensor_value_info("y", f32, ["batch", 4])],
        value_info=[h.make_tensor_value_info("h_last", f32, ["batch", hidden])],
        initializer=[
            weight("W", 8, hidden),
            weight("U", hidden, hidden),
            weight("b", hidden),
            weight("V", hidden, 4),
            onnx.numpy_helper.from_array(np.array(2, np.int64), "two"),
            onnx.numpy_helper.from_array(np.array(0, np.int64), "zero"),
            onnx.numpy_helper.from_array(np.array(True), "true"),
        ],
    )
    model = h.make_model(graph, opset_imports=[h.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    return _onnx_import(model)


def _onnx_import(model: Any) -> str:
    importer: Any = importlib.import_module("torch_mlir.extras.onnx_importer")
    ir: Any = importlib.import_module("torch_mlir.ir")
    pm: Any = importlib.import_module("torch_mlir.passmanager")
    torch_d: Any = importlib.import_module("torch_mlir.dialects.torch")
    context = ir.Context()
    torch_d.register_dialect(context)
    onnx: Any = importlib.import_module("onnx")
    model = onnx.shape_inference.infer_shapes(model, data_prop=True)
    model_info = importer.ModelInfo(model)
    module = model_info.create_module(context=context).operation
    importer.NodeImporter.define_function(model_info.main_graph, module).import_all()
    with context:
        for pipeline in (
            "torch-onnx-to-torch-backend-pipeline",
            "torch-backend-to-linalg-on-tensors-backend-pipeline",
        ):
            pm.PassManager.parse(f"builtin.module({pipeline})").run(module)
    return str(module)


MODELS: tuple[ModelSpec, ...] = (
    ModelSpec(
        "mlp", "MLP (Linear, GELU, LayerNorm)", "torch.export", ("batch",), True, mlp
    ),
    ModelSpec(
        "resnet_block",
        "CNN: conv/BN/ReLU stem, residual block, pooling",
        "torch.export",
        (),
        True,
        resnet_block,
    ),
    ModelSpec(
        "rnn_loop_if",
        "recurrent: ONNX Loop over time, If in the body",
        "onnx",
        ("batch",),
        True,
        rnn_loop_if,
    ),
    ModelSpec(
        "mobilenet_block",
        "CNN: depthwise-separable convolutions",
        "torch.export",
        (),
        False,
        mobilenet_block,
    ),
    ModelSpec(
        "gru",
        "recurrent: GRU (unrolled by torch.export)",
        "torch.export",
        (),
        False,
        gru,
    ),
    ModelSpec(
        "bert", "encoder: BERT (transformers)", "torch.export", ("seq",), False, bert
    ),
    ModelSpec(
        "gpt2",
        "decoder: GPT-2 with LM head (transformers)",
        "torch.export",
        ("seq",),
        False,
        gpt2,
    ),
    ModelSpec(
        "llama",
        "decoder: LLaMA with LM head (transformers)",
        "torch.export",
        ("seq",),
        False,
        llama,
    ),
    ModelSpec(
        "t5_encoder",
        "encoder: T5 (transformers)",
        "torch.export",
        (),
        False,
        t5_encoder,
    ),
    ModelSpec(
        "vit", "vision encoder: ViT (transformers)", "torch.export", (), False, vit
    ),
)
