// RUN: not xhip check %S/../../../examples/overlapping_views.mlir 2>&1 | filecheck %s

// The README's `xhip check` example. Entry-block ops: 0 %c0, 1 %c256,
// 2 %c1024, 3 %pool, 4 %a, 5 %b, 6 silu (writes %a), 7 silu (reads %a, writes
// %b), 8 return. A view is live from its first use to its last: %a 6..7,
// %b 7..7. %a is 128 x f32 = 512 bytes at offset 0, %b 512 bytes at 256: both
// live at op 7 and bytes [256, 512) shared. Offsets 0 and 256 are multiples of
// the default alignment (256) and of f32's 4, so the overlap is the only
// violation; no dynamic size, so one binding.

// CHECK:      overlapping_views.mlir:11:3: error: @f: views %a and %b share bytes while both live: %a (live 6..7, at {{.*}}overlapping_views.mlir:11:3) bytes [0, 512), %b (live 7..7, at {{.*}}overlapping_views.mlir:12:3) bytes [256, 768); binding: (constant sizes)
// CHECK-NEXT: overlapping_views.mlir: 1 function, 2 views, 1 function binding checked: 1 violation
