"""How Numba compiles the kernel: one entry point, its callees in one module.

Numba's `njit` makes every function a dispatcher of its own, and each
dispatcher is optimized and turned into machine code with everything it calls
linked in: for the kernel's thirty functions, nested up to six deep, that
compiles the whole kernel to machine code about twenty times over. Here only
the entry point is a dispatcher (cached on disk by Numba); each kernel function
it reaches is typed and lowered once per argument types into one LLVM module,
which the entry point links: the kernel is optimized and compiled to machine
code once (about 4.5 s of CPU against some 30 s: docs/speed-vs-cpp.md).
Literal arguments are widened first, so a call with a constant compiles no
copy of its own. The search's state is held by reference (`ByReference`), and
arrays are allocated in place (`_Kernel.allocator`).

This leans on a few of Numba's internals (`compile_internal`, a code library's
final module and linking hooks, the array allocator of its lowering); a Numba
where they changed fails at the first search, which then leaves the kernel in
CPython (`kernel.compiled`): the same results, slower. Checked with Numba 0.61
and 0.68. Only `kernel.compiled` imports this module (importing xhip never
imports Numba).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

_FLAGS = ("no_compile", "no_cpython_wrapper", "no_cfunc_wrapper", "nrt")
"""internal functions: LLVM IR only, called from compiled code only"""


class _Linked:
    """A module as a library to link: what a Numba code library asks of each
    library it links, when it is finalized (after its own code is in, so that
    the module's functions it calls are kept)."""

    def __init__(self, module: Any, reload_init: Any) -> None:
        self.module = module
        self._reload_init = reload_init

    def _ensure_finalized(self) -> None:
        """Nothing to do: the module is linked as it is, optimized with the
        entry point."""

    def _get_module_for_linking(self) -> Any:
        return self.module


class _Kernel:
    """The kernel's functions, each compiled once per argument types into one
    module (a Numba code library that is never finalized itself)."""

    def __init__(self) -> None:
        self.numba: Any = importlib.import_module("numba")
        cpu = importlib.import_module("numba.core.registry").cpu_target
        self.typing: Any = cpu.typing_context
        self.target: Any = cpu.target_context
        self.compiler: Any = importlib.import_module("numba.core.compiler")
        self.external: Any = importlib.import_module(
            "llvmlite.binding"
        ).Linkage.external
        self.library: Any = self.target.codegen().create_library("xhip_kernel")
        self.compiled: dict[tuple[Callable[..., Any], tuple[Any, ...]], Any] = {}
        self.linked: list[Any] = []

    def compile(self, impl: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        """impl typed and lowered for `args` into the module (once)."""
        key = (impl, args)
        found = self.compiled.get(key)
        if found is None:
            flags = self.compiler.Flags()
            for flag in _FLAGS:
                setattr(flags, flag, True)
            found = self.compiler.compile_internal(
                self.typing, self.target, self.library, impl, args, None, flags, {}
            )
            self.compiled[key] = found
        return found

    def link(self, into: Any) -> None:
        """The module into the code library `into` (once), its functions
        `linkonce_odr` as Numba links libraries: dropped where inlined."""
        if into is self.library or any(done is into for done in self.linked):
            return
        module = self.library._final_module.clone()
        for fn in module.functions:
            if not fn.is_declaration and fn.linkage == self.external:
                fn.linkage = "linkonce_odr"
        # what to run when the cached code is loaded (Numba 0.61 has none)
        reload_init: Any = getattr(self.library, "_reload_init", None) or set[Any]()
        into.add_linking_library(_Linked(module, reload_init))
        for used in self.library._linking_libraries:
            into.add_linking_library(used)
        self.linked.append(into)

    def register(self, fn: Callable[..., Any], impl: Callable[..., Any]) -> None:
        """Calls of `fn` in compiled code run `impl`, compiled into the module."""
        types: Any = importlib.import_module("numba.core.types")
        templates: Any = importlib.import_module("numba.core.typing.templates")
        imputils: Any = importlib.import_module("numba.core.imputils")
        kernel = self

        class Template(templates.AbstractTemplate):
            key = fn

            def generic(self, args: tuple[Any, ...], kws: Mapping[str, Any]) -> Any:
                if kws:
                    return None
                plain = tuple(types.unliteral(a) for a in args)
                found = kernel.compile(impl, plain)
                return templates.signature(found.signature.return_type, *plain)

        templates.infer_global(fn, types.Function(Template))

        @imputils.lower_builtin(fn, types.VarArg(types.Any))
        def call(context: Any, builder: Any, sig: Any, args: Any) -> Any:
            found = kernel.compiled[(impl, tuple(sig.args))]
            kernel.link(context.active_code_library)
            value = context.call_internal(builder, found.fndesc, sig, args)
            return imputils.impl_ret_new_ref(context, builder, sig.return_type, value)

        del call  # registered

    def allocator(self, fn: Callable[..., Any], dtype: Any) -> None:
        """Calls `fn(n)` in compiled code allocate n zeros of the NumPy dtype
        `dtype` (lowered in place: NumPy's `zeros` would compile functions of
        its own)."""
        types: Any = importlib.import_module("numba.core.types")
        templates: Any = importlib.import_module("numba.core.typing.templates")
        imputils: Any = importlib.import_module("numba.core.imputils")
        support: Any = importlib.import_module("numba.np.numpy_support")
        arrayobj: Any = importlib.import_module("numba.np.arrayobj")
        cgutils: Any = importlib.import_module("numba.core.cgutils")
        array = types.Array(support.from_dtype(dtype), 1, "C")

        class Template(templates.AbstractTemplate):
            key = fn

            def generic(self, args: tuple[Any, ...], kws: Mapping[str, Any]) -> Any:
                if kws or len(args) != 1 or not isinstance(args[0], types.Integer):
                    return None
                return templates.signature(array, types.intp)

        templates.infer_global(fn, types.Function(Template))

        @imputils.lower_builtin(fn, types.intp)
        def call(context: Any, builder: Any, sig: Any, args: Any) -> Any:
            made = arrayobj._empty_nd_impl(context, builder, array, [args[0]])
            size = builder.mul(made.itemsize, made.nitems)
            cgutils.memset(builder, made.data, size, 0)
            value = made._getvalue()
            return imputils.impl_ret_new_ref(context, builder, array, value)

        del call  # registered


_types: Any = importlib.import_module("numba.core.types")


class ByReference(_types.NamedTuple):
    """A named tuple that compiled code holds by reference: a pointer to the
    fields, which the entry point's caller unboxes once. The kernel's `State`
    holds about forty arrays, each seven values: passed by value, every call
    and every function's entry would handle some three hundred values, most of
    the code to compile."""


def _plain(typ: Any) -> Any:
    """The named tuple type that `typ` (a `ByReference`) refers to."""
    return _types.NamedTuple(typ.types, typ.instance_class)


def _by_reference(cls: type) -> None:
    """Instances of the named tuple class `cls` typed `ByReference` (once)."""
    typeof: Any = importlib.import_module("numba.core.typing.typeof")
    if typeof.typeof_impl.dispatch(cls) is not typeof.typeof_impl.dispatch(tuple):
        return
    models: Any = importlib.import_module("numba.core.datamodel.models")
    registry: Any = importlib.import_module("numba.core.datamodel.registry")
    extending: Any = importlib.import_module("numba.core.extending")
    imputils: Any = importlib.import_module("numba.core.imputils")
    cgutils: Any = importlib.import_module("numba.core.cgutils")

    def type_of(value: Any, context: Any) -> Any:
        return ByReference([typeof.typeof_impl(v, context) for v in value], cls)

    typeof.typeof_impl.register(cls)(type_of)

    @registry.register_default(ByReference)
    class Model(models.PrimitiveModel):
        def __init__(self, dmm: Any, fe_type: Any) -> None:
            fields = dmm.lookup(_plain(fe_type)).get_value_type()
            models.PrimitiveModel.__init__(self, dmm, fe_type, fields.as_pointer())

    @extending.unbox(ByReference)
    def unbox(typ: Any, obj: Any, c: Any) -> Any:
        plain = _plain(typ)
        native = c.unbox(plain, obj)
        pointer = cgutils.alloca_once(c.builder, native.value.type)
        c.builder.store(native.value, pointer)

        def cleanup() -> None:
            if native.cleanup is not None:
                native.cleanup()
            c.context.nrt.decref(c.builder, plain, native.value)

        return extending.NativeValue(pointer, is_error=native.is_error, cleanup=cleanup)

    @imputils.lower_getattr_generic(ByReference)
    def getattr_(context: Any, builder: Any, typ: Any, value: Any, attr: str) -> Any:
        index = typ.fields.index(attr)
        field = builder.load(cgutils.gep_inbounds(builder, value, 0, index))
        return imputils.impl_ret_borrowed(context, builder, typ[index], field)

    del Model, unbox, getattr_  # registered


def compile_kernel(
    entry: Callable[..., Any],
    functions: Mapping[Callable[..., Any], Callable[..., Any]],
    allocators: Mapping[Callable[..., Any], Any],
    by_reference: type,
) -> Any:
    """`entry` as a Numba dispatcher cached on disk, in which a call of a key
    of `functions` runs its value, all of them compiled into one module, and a
    call `fn(n)` of a key of `allocators` makes n zeros of its NumPy dtype; the
    named tuples of class `by_reference` held by reference."""
    _by_reference(by_reference)
    kernel = _Kernel()
    for fn, impl in functions.items():
        kernel.register(fn, impl)
    for fn, dtype in allocators.items():
        kernel.allocator(fn, dtype)
    return kernel.numba.njit(cache=True, no_cfunc_wrapper=True)(entry)
