// RUN: not xhip-opt %s --bogus 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not xhip-opt %s --hip-pool-alloc 2>&1 | filecheck %s --check-prefix=MISSPELLED
// RUN: not xhip-opt %s --mlir-print-ir-after-all 2>&1 | filecheck %s --check-prefix=NOTIMPL
// RUN: not xhip-opt %s --dump-pass-pipeline --hip-pool-allocs 2>&1 | filecheck %s --check-prefix=NOTIMPL-DUMP
// RUN: not xhip-opt %s --hip-pool-allocs='alignment=64 bogus=1' 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not xhip-opt %s --hip-pool-allocs=alignment=wide 2>&1 | filecheck %s --check-prefix=VALUE
// RUN: not xhip-opt %s --hip-pool-allocs=lifetime-only=maybe 2>&1 | filecheck %s --check-prefix=BOOL
// RUN: not xhip-opt %s --hip-pool-allocs=packer-time-limit-ms=soon 2>&1 | filecheck %s --check-prefix=OPTIONAL
// RUN: not xhip-opt %s --hip-hoist-alloc-size-arith=hoist-loads=2 2>&1 | filecheck %s --check-prefix=HOIST
// RUN: not xhip-opt %s --canonicalize=max-iterations=3 2>&1 | filecheck %s --check-prefix=XDSLPASS
// RUN: not xdsl-opt %s -p 'hip-pool-allocs{alignment=wide}' 2>&1 | filecheck %s --check-prefix=XDSL
// RUN: not xdsl-opt %s -p 'hip-pool-allocs{lifetime-only=maybe}' 2>&1 | filecheck %s --check-prefix=XDSLBOOL
// RUN: not xhip-opt %s --pass-pipeline='builtin.module(gpu.module(cse))' 2>&1 | filecheck %s --check-prefix=ANCHOR
// RUN: not xhip-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | filecheck %s --check-prefix=NOPASS
// RUN: not xhip-opt %s --pass-pipeline='builtin.module(cse' 2>&1 | filecheck %s --check-prefix=SYNTAX
// RUN: not xhip-opt %s --pass-pipeline='builtin.module(cse)' --canonicalize 2>&1 | filecheck %s --check-prefix=BOTH
// RUN: not xhip-opt %s %s 2>&1 | filecheck %s --check-prefix=TWO
// RUN: not xhip-opt %s.missing 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: xhip-opt --help | filecheck %s --check-prefix=HELP

// Command-line mistakes: one line on stderr, exit 1, no traceback.

// UNKNOWN:         {{^}}xhip-opt: Unknown command line argument '--bogus'.  Try: 'xhip-opt --help'{{$}}
// UNKNOWN-NOT:     Traceback
// MISSPELLED:      {{^}}xhip-opt: Unknown command line argument '--hip-pool-alloc'.  Try: 'xhip-opt --help' Did you mean '--hip-pool-allocs'?{{$}}
// mlir-opt's flags xhip-opt does not implement: said so, not "Did you mean
// '--mlir-print-op-generic'?" (a flag that does something else).
// NOTIMPL:        {{^}}xhip-opt: '--mlir-print-ir-after-all' is mlir-opt's; xhip-opt does not support it (docs/coming-from-mlir-opt.md).  Try: 'xhip-opt --help'{{$}}
// NOTIMPL-DUMP: {{^}}xhip-opt: '--dump-pass-pipeline' is mlir-opt's; xhip-opt does not support it (docs/coming-from-mlir-opt.md).  Try: 'xhip-opt --help'{{$}}
// OPTION:          {{^}}xhip-opt: for the --hip-pool-allocs option: invalid options for pass 'hip-pool-allocs': unknown option 'bogus' (options: alignment, lifetime-only, emit-fragmentation-report, lifetime-start, packer, packer-effort, packer-time-limit-ms, scope, pool, verify-plan){{$}}
// VALUE:           {{^}}xhip-opt: for the --hip-pool-allocs option: invalid options for pass 'hip-pool-allocs': alignment: expected an integer, got 'wide'{{$}}
// BOOL:            {{^}}xhip-opt: for the --hip-pool-allocs option: invalid options for pass 'hip-pool-allocs': lifetime-only: expected true or false, got 'maybe'{{$}}
// OPTIONAL:        {{^}}xhip-opt: for the --hip-pool-allocs option: invalid options for pass 'hip-pool-allocs': packer-time-limit-ms: expected an integer, got 'soon'{{$}}
// HOIST:           {{^}}xhip-opt: for the --hip-hoist-alloc-size-arith option: invalid options for pass 'hip-hoist-alloc-size-arith': hoist-loads: expected true or false, got 2{{$}}
// XDSLPASS:        {{^}}xhip-opt: for the --canonicalize option: invalid options for pass 'canonicalize': unknown option 'max-iterations' (the pass has no options){{$}}
// In xdsl-opt, xDSL reports the pass's ValueError (a traceback): its words are xhip's.
// XDSL:            {{^}}ValueError: alignment: expected an integer, got 'wide'{{$}}
// XDSLBOOL:        {{^}}ValueError: lifetime-only: expected true or false, got 'maybe'{{$}}
// ANCHOR:          {{^}}xhip-opt: pass pipeline 'builtin.module(gpu.module(cse))' at column 26: cannot run passes on 'gpu.module' ops; xhip-opt runs passes on the module or its functions (any, builtin.module, func.func){{$}}
// NOPASS:          {{^}}xhip-opt: pass pipeline 'builtin.module(no-such-pass)' at column 28: 'no-such-pass' does not refer to a registered pass{{$}}
// SYNTAX:          {{^}}xhip-opt: pass pipeline 'builtin.module(cse' at column 19: expected ')'{{$}}
// BOTH:            {{^}}xhip-opt: '--pass-pipeline' option can't be used with individual pass options{{$}}
// TWO:             {{^}}xhip-opt: Too many positional arguments specified! Can specify at most 1 positional argument: See: xhip-opt --help{{$}}
// MISSING:         {{^}}xhip-opt: error: could not open input file '{{.*}}cli-errors.mlir.missing': No such file or directory{{$}}
// HELP:            USAGE: xhip-opt [options] <input file>
// HELP:            xhip's passes (hip-ep's order), with their options (also: xhip options):
// HELP-NEXT:       hip-add-context-arg:
// HELP-NEXT:         (no options)
// HELP-NEXT:       hip-use-output-allocator:
// HELP:            hip-pool-allocs: Pools the used
// HELP-NEXT:       alignment=int (default 256)
// HELP:            lifetime-start=alloc|first-use (default alloc)
// HELP:            {{^}}Other passes (xDSL's; their options are xDSL's):{{$}}
// HELP:            {{^}}  canonicalize{{$}}
// HELP:            {{^}}  cse{{$}}
func.func @f() {
  func.return
}
