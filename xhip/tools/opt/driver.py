"""`xhip-opt`: an `mlir-opt`-compatible driver for xhip and xDSL passes.

A lit test written for the C++ `hip-mlir-opt` / `mlir-opt` runs with only the tool
name changed: the same flags (`--hip-pool-allocs='alignment=64'`, `--pass-pipeline`,
`--split-input-file`, `--verify-diagnostics`, `-o`, `--mlir-print-op-generic`,
`--allow-unregistered-dialect`) and diagnostics in MLIR's `FILE:LINE:COL: KIND:
MESSAGE` form, pointing at the source line of the op they are about.
"""

from __future__ import annotations

import difflib
import sys
import time
from collections.abc import Callable, Generator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, field
from importlib.metadata import version
from io import StringIO
from pathlib import Path
from typing import TYPE_CHECKING, cast

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    ArrayAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    UnregisteredOp,
    i64,
)
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError

from xhip.diagnostics import PoolAllocsError, Remark, VerifyError, capture_remarks
from xhip.ir import LocatingParser, verify_with_locations
from xhip.ir.collector import cyclic_gc_paused, no_collection_at_exit
from xhip.ir.parser import deep_recursion
from xhip.ir.read import decode_source
from xhip.tools.opt.pipeline import (
    PassFactories,
    PipelineError,
    make_pass,
    parse_pipeline,
)
from xhip.tools.opt.verify_diagnostics import (
    Diagnostic,
    Expected,
    match,
    parse_expected,
    unmatched,
)

if TYPE_CHECKING:
    from xhip.plan import FunctionPlan

# The pool pass, the planner and the hip dialect are imported when a pass runs
# or builds them, not at startup: `xhip-opt` on a small file starts as fast as
# `xdsl-opt` (docs/speed-vs-cpp.md).

PROG = "xhip-opt"
DEFAULT_SPLIT_MARKER = "// -----"

_FLAGS = (
    "allow-unregistered-dialect",
    "help",
    "mlir-disable-threading",
    "mlir-pass-statistics",
    "mlir-print-debuginfo",
    "mlir-print-local-scope",
    "mlir-print-op-generic",
    "mlir-timing",
    "no-implicit-module",
    "o",
    "output-split-marker",
    "p",
    "pass-pipeline",
    "split-input-file",
    "verify-diagnostics",
    "verify-each",
    "version",
)

UNSUPPORTED_MLIR_FLAGS = (
    "mlir-print-ir-after",
    "mlir-print-ir-before",
    "dump-pass-pipeline",
    "verify-roundtrip",
    "emit-bytecode",
    "mlir-elide-elementsattrs-if-larger",
)
"""`mlir-opt` flags (and families: `mlir-print-ir-after-all`, `-after-change`,
...) xhip-opt does not implement: refused in those words, not with a "Did you
mean" for a flag that does something else."""

USAGE = """\
OVERVIEW: xhip modular optimizer driver (mlir-opt compatible flags)

USAGE: {prog} [options] <input file>

OPTIONS:
  --<pass-name>[=<options>]         run a pass, in command-line order; options as
                                    MLIR ('alignment=64 lifetime-only=false') or
                                    xDSL ('{{alignment=64}}') write them
  --pass-pipeline=<pipeline>        e.g. 'builtin.module(func.func(hip-pool-allocs))'
  -p <pipeline>                     alias for --pass-pipeline (also xDSL's 'a,b{{x=1}}')
  --split-input-file[=<marker>]     process the chunks between '// -----' lines apart
  --output-split-marker=<marker>    separator of the output chunks (default '// -----')
  --verify-diagnostics[=only-expected]
                                    check diagnostics against expected-* comments
  --verify-each[=true|false]        verify the IR after each pass (default true)
  -o <file>                         output file (default: stdout); written only on success, whole
  --mlir-print-op-generic           print ops in generic form
  --mlir-print-debuginfo            print op locations
  --allow-unregistered-dialect      accept ops of dialects xhip does not know
  --no-implicit-module              do not wrap top-level ops in a module
  --mlir-timing                     wall time of parsing, each pass, printing (stderr)
  --mlir-pass-statistics            counts of what hip-pool-allocs did (stderr)
  --mlir-disable-threading          accepted; xhip-opt is single-threaded
  --mlir-print-local-scope          accepted; xDSL prints no attribute aliases
  --help, --version

xhip's passes (hip-ep's order), with their options (also: xhip options):
{hip_passes}

Other passes (xDSL's; their options are xDSL's):
{passes}
"""


class UsageError(Exception):
    """A bad command line: reported in one line, exit 1."""


@dataclass
class OptOptions:
    """The parsed command line of `xhip-opt`."""

    input: str = "-"
    output: str | None = None
    passes: list[ModulePass] = field(default_factory=list[ModulePass])
    split_marker: str | None = None
    output_split_marker: str = DEFAULT_SPLIT_MARKER
    verify_diagnostics: str | None = None
    """None (off), `all` or `only-expected`."""
    verify_each: bool = True
    allow_unregistered: bool = False
    generic: bool = False
    debuginfo: bool = False
    implicit_module: bool = True
    timing: bool = False
    """`--mlir-timing`: wall time of parsing, each pass and printing, on stderr."""
    statistics: bool = False
    """`--mlir-pass-statistics`: what hip-pool-allocs did, on stderr."""
    help: bool = False
    version: bool = False


def available_passes() -> PassFactories:
    """Every pass `xdsl-opt` knows (xDSL's and the plugins', hip-pool-allocs too)."""
    from xdsl.universe import Universe

    return Universe.get_multiverse().all_passes


def _bool_value(flag: str, value: str | None) -> bool:
    if value is None or value.lower() in ("true", "1"):
        return True
    if value.lower() in ("false", "0"):
        return False
    raise UsageError(
        f"for the --{flag} option: '{value}' is invalid value for boolean argument! "
        "Try 0 or 1"
    )


class _ArgReader:
    """The command line, read one argument at a time."""

    def __init__(self, argv: Sequence[str]):
        self._args = list(argv)
        self._next = 0

    def next(self) -> str | None:
        """The next argument, or None at the end."""
        if self._next >= len(self._args):
            return None
        self._next += 1
        return self._args[self._next - 1]

    def value_of(self, flag: str, inline: str | None) -> str:
        """A flag's value: given inline (`--flag=value`), else the next argument."""
        if inline is not None:
            return inline
        value = self.next()
        if value is None:
            raise UsageError(f"for the -{flag} option: requires a value!")
        return value


def parse_args(argv: Sequence[str], passes: PassFactories | None = None) -> OptOptions:
    """Reads an `mlir-opt`-style command line (`-flag`, `--flag`, `--flag=value`)."""
    available = available_passes() if passes is None else passes
    opts = OptOptions()
    positional: list[str] = []
    pipeline_text: str | None = None
    pass_flags: list[ModulePass] = []
    reader = _ArgReader(argv)
    while (arg := reader.next()) is not None:
        if arg == "-" or not arg.startswith("-"):
            positional.append(arg)
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, eq, inline_value = body.partition("=")
        inline = inline_value if eq else None
        if name in ("pass-pipeline", "p"):
            if pipeline_text is not None:
                raise UsageError(
                    "for the --pass-pipeline option: may only occur zero or one times!"
                )
            pipeline_text = reader.value_of(name, inline)
        elif _set_driver_flag(opts, name, inline, reader):
            pass
        elif name in available:
            try:
                pass_flags.append(make_pass(name, inline, available))
            except PipelineError as e:
                raise UsageError(f"for the --{name} option: {e}") from None
        elif name.startswith(UNSUPPORTED_MLIR_FLAGS):
            raise UsageError(
                f"'{arg}' is mlir-opt's; xhip-opt does not support it "
                "(docs/coming-from-mlir-opt.md).  Try: "
                f"'{PROG} --help'"
            )
        else:
            close = difflib.get_close_matches(name, [*_FLAGS, *available], n=1)
            hint = f" Did you mean '--{close[0]}'?" if close else ""
            raise UsageError(
                f"Unknown command line argument '{arg}'.  Try: '{PROG} --help'{hint}"
            )

    if len(positional) > 1:
        raise UsageError(
            f"Too many positional arguments specified! Can specify at most 1 "
            f"positional argument: See: {PROG} --help"
        )
    if positional:
        opts.input = positional[0]
    opts.passes = _passes(pipeline_text, pass_flags, available)
    return opts


def _set_driver_flag(
    opts: OptOptions, name: str, inline: str | None, reader: _ArgReader
) -> bool:
    """Sets the driver's own flag `name` (not a pass) in `opts`; False when
    `name` is none of them."""
    if name == "o":
        opts.output = reader.value_of(name, inline)
    elif name == "split-input-file":
        opts.split_marker = inline or DEFAULT_SPLIT_MARKER
    elif name == "output-split-marker":
        opts.output_split_marker = reader.value_of(name, inline)
    elif name == "verify-diagnostics":
        if inline not in (None, "", "all", "only-expected"):
            raise UsageError(
                f"for the --verify-diagnostics option: Cannot find option named '{inline}'!"
            )
        opts.verify_diagnostics = inline or "all"
    elif name == "verify-each":
        opts.verify_each = _bool_value(name, inline)
    elif name == "allow-unregistered-dialect":
        opts.allow_unregistered = _bool_value(name, inline)
    elif name == "mlir-print-op-generic":
        opts.generic = _bool_value(name, inline)
    elif name == "mlir-print-debuginfo":
        opts.debuginfo = _bool_value(name, inline)
    elif name == "mlir-timing":
        opts.timing = _bool_value(name, inline)
    elif name == "mlir-pass-statistics":
        opts.statistics = _bool_value(name, inline)
    elif name == "no-implicit-module":
        opts.implicit_module = not _bool_value(name, inline)
    elif name in ("mlir-disable-threading", "mlir-print-local-scope"):
        _bool_value(name, inline)  # already so: single-threaded, no aliases
    elif name in ("help", "h"):
        opts.help = True
    elif name == "version":
        opts.version = True
    else:
        return False
    return True


def _passes(
    pipeline_text: str | None,
    pass_flags: list[ModulePass],
    available: PassFactories,
) -> list[ModulePass]:
    """The passes to run: `--pass-pipeline`'s, or the pass flags in order (not
    both)."""
    if pipeline_text is None:
        return pass_flags
    if pass_flags:
        raise UsageError(
            "'--pass-pipeline' option can't be used with individual pass options"
        )
    try:
        return parse_pipeline(pipeline_text, available)
    except PipelineError as e:
        raise UsageError(str(e)) from None


def make_context(allow_unregistered: bool) -> Context:
    from xhip.ir import make_context as tools_context

    return tools_context(allow_unregistered)


@dataclass(frozen=True)
class Chunk:
    """A piece of the input (the whole file without `--split-input-file`)."""

    text: str
    first_line: int
    """Line number of the chunk's first line in the file (1-based)."""


def split_input(text: str, marker: str | None) -> list[Chunk]:
    """The chunks between lines that are exactly `marker`, as `mlir-opt` splits."""
    if marker is None:
        return [Chunk(text, 1)]
    chunks: list[Chunk] = []
    current: list[str] = []
    first = 1
    for number, line in enumerate(text.split("\n"), start=1):
        if line.rstrip() == marker:
            chunks.append(Chunk("\n".join(current), first))
            current = []
            first = number + 1
        else:
            current.append(line)
    chunks.append(Chunk("\n".join(current), first))
    return chunks


def location_of(attr: Attribute | None) -> tuple[str, int, int] | None:
    """(file, line, col) of an op location, None when it is unknown."""
    from xdsl.dialects.builtin import FileLineColLoc, NameLoc

    if isinstance(attr, FileLineColLoc):
        return attr.filename.data, attr.line.data, attr.column.data
    if isinstance(attr, NameLoc):
        return location_of(attr.location)
    return None


def diagnostic_at(kind: str, message: str, op: Operation | None) -> Diagnostic:
    """A diagnostic about `op`, at its source position (unknown if it has none)."""
    where = location_of(op.location) if op is not None else None
    if where is None:
        return Diagnostic(kind, message)
    return Diagnostic(kind, message, *where)


class MlirStylePrinter(Printer):
    """xDSL's printer with four habits of MLIR's that FileCheck lines rely on:
    `module` for `builtin.module` in custom form, attribute dictionaries in sorted
    order (MLIR's `DictionaryAttr` is sorted), `i64` integers inside arrays
    without their type (`[0, -1]`, not `[0 : i64, -1 : i64]`), and the default
    dialect of a region: ops of the `func` dialect directly in a `func.func`
    print without their prefix (`call @f`, `return`), as `func.func`'s
    `getDefaultDialect` makes MLIR print them (only one level deep: inside an
    `scf.if` in the function it is `func.call` again). The text still parses in
    xDSL to the same IR.
    """

    _short_name: tuple[str, str] | None = None
    """(an op's name, how to print it) while that op is being printed."""

    def print_op(self, op: Operation) -> None:
        if not isinstance(op, ModuleOp) or self.print_generic_format:
            short_name = self._in_default_dialect(op)
            if short_name is None:
                super().print_op(op)
                return
            # Only while such an op prints does `print_string` look for its
            # name: an override of every `print_string` call (most of what the
            # printer does) would cost a sixth of the printing time.
            self._short_name = short_name
            vars(self)["print_string"] = self._print_string_short
            try:
                super().print_op(op)
            finally:
                self._short_name = None
                vars(self).pop("print_string", None)
            return
        self.print_string("module")
        self.enter_scope()
        op.print(self)
        if self.print_debuginfo:
            self.print_string(" ")
            self.print_attribute(op.location)
        self.exit_scope()

    def _in_default_dialect(self, op: Operation) -> tuple[str, str] | None:
        """MLIR drops the prefix of a registered op in custom form whose name has
        one dot and whose dialect is the default dialect of the region it is in
        (`OpAsmOpInterface::getDefaultDialect` of the region's op: `func` for
        `func.func`; the ops xhip reads have no other)."""
        parent = op.parent_op()
        if (
            self.print_generic_format
            or not isinstance(parent, func.FuncOp)
            or isinstance(op, UnregisteredOp)
            or type(op).print is Operation.print
        ):
            return None
        dialect, dot, rest = op.name.partition(".")
        if dialect != "func" or not dot or "." in rest:
            return None
        return op.name, rest

    def _print_string_short(self, text: str, *, indent: int | None = None) -> None:
        # xDSL's `print_op` prints the op name with one `print_string` call,
        # after the results and before anything else of the op.
        if self._short_name is not None and text == self._short_name[0]:
            text = self._short_name[1]
            self._short_name = None
            vars(self).pop("print_string", None)
        Printer.print_string(self, text, indent=indent)

    def print_attr_dict(self, attr_dict: Mapping[str, Attribute]) -> None:
        super().print_attr_dict(dict(sorted(attr_dict.items())))

    def print_attribute(self, attribute: Attribute) -> None:
        # `isinstance`, not xDSL's `isa` with a generic type: `isa` costs a
        # quarter of xhip-opt's printing (every type and attribute comes here).
        if isinstance(attribute, ArrayAttr):
            elements = cast(ArrayAttr[Attribute], attribute).data
            with self.in_square_brackets():
                self.print_list(elements, self._print_array_element)
            return
        super().print_attribute(attribute)

    def _print_array_element(self, element: Attribute) -> None:
        value = _i64_value(element)
        if value is None:
            self.print_attribute(element)
        else:
            self.print_int(value)


def _i64_value(attribute: Attribute) -> int | None:
    """The value of an `i64` integer attribute, else None."""
    if not isinstance(attribute, IntegerAttr):
        return None
    integer = cast(IntegerAttr[IntegerType], attribute)
    return integer.value.data if integer.type == i64 else None


def is_blank(text: str) -> bool:
    """Whether `text` has nothing but comments and white space."""
    return all(
        not (s := line.strip()) or s.startswith("//") for line in text.split("\n")
    )


class _Failed(Exception):
    """A chunk's run stopped with an error diagnostic."""

    def __init__(self, diagnostic: Diagnostic, notes: Sequence[Diagnostic] = ()):
        super().__init__(str(diagnostic))
        self.diagnostic = diagnostic
        self.notes = tuple(notes)


def verify_located(module: ModuleOp, after: str | None = None) -> None:
    """Verifies `module`; a failure becomes an error at the op that failed.
    `after`: the pass that just ran, whose output the IR is; its invalid
    output is the pass's internal error, not the input's."""
    try:
        verify_with_locations(module)
    except VerifyError as e:
        message = e.message
        if after is not None:
            message = (
                f"internal error: pass '{after}' produced invalid IR (a bug of "
                f"the pass, not of the input): {message}"
            )
        raise _Failed(
            diagnostic_at("error", message, e.op),
            [diagnostic_at("note", text, op) for text, op in e.notes],
        ) from e


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


@dataclass
class Driver:
    """Runs `xhip-opt` over the chunks of one input."""

    opts: OptOptions
    err: Callable[[str], None]
    ctx: Context = field(init=False)
    timings: dict[str, float] = field(default_factory=dict[str, float])
    """`--mlir-timing`: seconds per phase (`Parser`, a pass's name, `Output`)."""
    statistics: PassStatistics = field(default_factory=lambda: PassStatistics())

    def __post_init__(self) -> None:
        self.ctx = make_context(self.opts.allow_unregistered)

    @contextmanager
    def timed(self, phase: str) -> Generator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            elapsed = time.perf_counter() - start
            self.timings[phase] = self.timings.get(phase, 0.0) + elapsed

    def run_chunk(
        self, chunk: Chunk, name: str, sink: Callable[[Diagnostic], None]
    ) -> str | None:
        """The printed result of one chunk, or None when it failed (reported to sink)."""
        try:
            parser = LocatingParser(self.ctx, chunk.text, name, chunk.first_line - 1)
            try:
                with self.timed("Parser"):
                    if is_blank(chunk.text):
                        module = ModuleOp([])  # as mlir-opt: an empty input is a module
                    else:
                        module = parser.parse_module(self.opts.implicit_module)
            except ParseError as e:
                where = e.span.get_location()
                raise _Failed(
                    Diagnostic(
                        "error",
                        e.msg,
                        name,
                        where.line + chunk.first_line - 1,
                        where.col,
                    )
                ) from e
            verify_located(module)

            def on_remark(remark: Remark) -> None:
                sink(diagnostic_at("remark", remark.message, remark.op))

            observer = (
                _observe_plans(self.statistics)
                if self.opts.statistics
                else nullcontext()
            )
            with capture_remarks(on_remark), observer:
                for p in self.opts.passes:
                    try:
                        with self.timed(p.name):
                            p.apply(self.ctx, module)
                    except PoolAllocsError as e:
                        *others, last = e.errors  # one per function that failed
                        for other in others:
                            sink(diagnostic_at("error", other.message, other.op))
                            for text, op in other.notes:
                                sink(diagnostic_at("note", text, op))
                        raise _Failed(
                            diagnostic_at("error", last.message, last.op),
                            [diagnostic_at("note", t, op) for t, op in last.notes],
                        ) from e
                    except DiagnosticException as e:
                        # Another pass's error: xDSL's exceptions carry no op.
                        raise _Failed(
                            diagnostic_at("error", _first_line(e), None)
                        ) from e
                    if self.opts.verify_each:
                        verify_located(module, after=p.name)
        except _Failed as failure:
            sink(failure.diagnostic)
            for note in failure.notes:
                sink(note)
            return None
        out = StringIO()
        printer = MlirStylePrinter(
            stream=out,
            print_generic_format=self.opts.generic,
            print_debuginfo=self.opts.debuginfo,
        )
        with self.timed("Output"):
            printer.print_op(module)
            # The `{-# dialect_resources: ... #-}` of the blobs printed (as
            # mlir-opt and xdsl-opt print them: the bytes as read).
            printer.print_metadata(self.ctx.loaded_dialects)
            out.write("\n")
        return out.getvalue()

    def reports(self) -> list[str]:
        """The `--mlir-pass-statistics` and `--mlir-timing` reports asked for."""
        found: list[str] = []
        if self.opts.statistics:
            found.append(self.statistics.report())
        if self.opts.timing:
            found.append(timing_report(self.timings))
        return found

    def run(self, text: str, name: str) -> tuple[int, str]:
        """(exit code, output text) of processing `text` read from `name`."""
        verify = self.opts.verify_diagnostics
        outputs: list[str] = []
        expectations: list[Expected] = []
        ok = True
        for chunk in split_input(text, self.opts.split_marker):
            produced: list[Diagnostic] = []
            expected: list[Expected] = []
            if verify:
                expected, comment_errors = parse_expected(
                    chunk.text, name, chunk.first_line
                )
                expectations.extend(expected)
                for d in comment_errors:
                    self.err(str(d))
                    ok = False

            def sink(d: Diagnostic, produced: list[Diagnostic] = produced) -> None:
                produced.append(d)
                if not verify:
                    self.err(str(d))

            # Parsing, verifying, the passes and printing make many objects
            # and free few: the collector waits for the chunk's end.
            with cyclic_gc_paused():
                result = self.run_chunk(chunk, name, sink)
            outputs.append(result or "")
            if verify:
                for d in match(expected, produced, verify == "only-expected"):
                    self.err(str(d))
                    ok = False
            elif result is None:
                ok = False
        if verify:
            for d in unmatched(expectations):
                self.err(str(d))
                ok = False
        separator = self.opts.output_split_marker + "\n"
        for report in self.reports():
            self.err(report)
        return (0 if ok else 1), separator.join(outputs)


def _banner(title: str) -> list[str]:
    rule = "===" + "-" * 73 + "==="
    return [rule, f"{' ' * 25}... {title} ...", rule]


def timing_report(timings: Mapping[str, float]) -> str:
    """`--mlir-timing`'s report, as MLIR prints it: wall time per phase in run
    order (the parser, each pass by name, the printer) and the total."""
    total = sum(timings.values())
    lines = [
        *_banner("Execution time report"),
        f"  Total Execution Time: {total:.4f} seconds",
        "",
        "  ----Wall Time----  ----Name----",
    ]
    for name, seconds in [*timings.items(), ("Total", total)]:
        share = 100 * seconds / total if total else 0.0
        lines.append(f"  {seconds:8.4f} ({share:5.1f}%)  {name}")
    return "\n".join(lines)


@dataclass
class PassStatistics:
    """`--mlir-pass-statistics`: what hip-pool-allocs did, summed over the
    functions it rewrote (the reference declares no `STATISTIC`s; these are
    xhip's)."""

    functions: int = 0
    pooled: int = 0
    static: int = 0
    domains: int = 0
    slabs: int = 0
    bins: int = 0
    chosen: int = 0
    unpooled: int = 0

    def add(self, plan: FunctionPlan) -> None:
        from xhip.plan import Placement

        self.unpooled += len(plan.unpooled)
        self.functions += 1
        self.pooled += len(plan.allocs)
        self.static += sum(a.placement is Placement.STATIC for a in plan.allocs)
        self.chosen += sum(a.placement is Placement.CHOSEN for a in plan.allocs)
        self.domains += len(plan.domains)
        for d in plan.domains:
            self.slabs += d.layout.slab_count
            self.bins += d.layout.bin_count

    def add_skipped(self, count: int) -> None:
        """Allocs the scope passes over (inside regions, under
        `scope=entry-block`), left as they are."""
        self.unpooled += count

    def report(self) -> str:
        rows = [
            (self.functions, "functions", "functions rewritten"),
            (self.pooled, "pooled-buffers", "allocs replaced by views of a pool"),
            (self.static, "static-buffers", "of them at a constant offset"),
            (self.chosen, "chosen-buffers", "of them in a layout chosen at run time"),
            (self.domains, "domains", "pools (hip.get_pool ops)"),
            (self.slabs, "slabs", "slabs of the reference layouts"),
            (self.bins, "bins", "small-bucket bins"),
            (self.unpooled, "unpooled", "used allocs left as they are"),
        ]
        width = max(len(str(n)) for n, _, _ in rows)
        return "\n".join(
            [
                *_banner("Pass statistics report"),
                "hip-pool-allocs",
                *(f"  (S) {n:>{width}} {name} - {what}" for n, name, what in rows),
            ]
        )


def _observe_plans(observer: PassStatistics) -> AbstractContextManager[None]:
    from xhip.transforms.pool_module import observe_plans

    return observe_plans(observer)


def _err(line: str) -> None:
    print(line, file=sys.stderr)


def run(argv: Sequence[str], err: Callable[[str], None] = _err) -> int:
    """`xhip-opt ARGV`: the exit code; output to stdout or `-o`, diagnostics to `err`."""
    try:
        passes = available_passes()
        opts = parse_args(argv, passes)
    except UsageError as e:
        err(f"{PROG}: {e}")
        return 1
    if opts.help:
        from xhip.tools.pass_options import format_hip_passes, hip_pass_classes

        hip = hip_pass_classes(passes)
        others = "\n".join(f"  {n}" for n in sorted(passes) if n not in hip)
        usage = USAGE.format(
            prog=PROG, hip_passes=format_hip_passes(passes), passes=others
        )
        print(usage, end="")
        return 0
    if opts.version:
        print(f"{PROG} from xhip {version('xhip')} on xDSL {version('xdsl')}")
        return 0
    try:
        if opts.input == "-":
            data, name = sys.stdin.buffer.read(), "<stdin>"
        else:
            data, name = Path(opts.input).read_bytes(), opts.input
        text = decode_source(data, name)
    except OSError as e:
        err(f"{PROG}: error: could not open input file '{opts.input}': {e.strerror}")
        return 1
    except ParseError as e:
        err(f"{e.span.get_location()}: error: {e.msg}")
        return 1
    try:
        with deep_recursion():
            code, output = Driver(opts, err).run(text, name)
    except RecursionError:
        from xhip.tools.common import TOO_DEEP

        err(f"{PROG}: error: {TOO_DEEP}")
        return 1
    if opts.output is None:
        sys.stdout.write(output)
    elif code == 0:
        # Written whole or not at all, and not on failure: `-o` may name the
        # input, which a failed run must leave as it was.
        from xhip.tools.common import replace_file

        try:
            replace_file(Path(opts.output), output)
        except OSError as e:
            err(
                f"{PROG}: error: could not write output file '{opts.output}': {e.strerror}"
            )
            return 1
    return code


def main() -> None:
    """Console-script entry point."""
    no_collection_at_exit()
    sys.exit(run(sys.argv[1:]))


if __name__ == "__main__":
    main()
