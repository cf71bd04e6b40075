"""Storage sizes of memref elements (docs/semantics.md §6.1): the pass's
(`xhip.analysis.storage`) and the checker's (`xhip.check.checker`), written
apart, against values derived by hand from MLIR's default data layout."""

from __future__ import annotations

import pytest
from xdsl.ir import Attribute
from xdsl.parser import Parser

from xhip.analysis.storage import ElementStorage, element_storage
from xhip.check.checker import CheckOptions, element_layout, violations
from xhip.ir import make_context

# (type, bytes per element, ABI alignment), each derived in its comment.
TABLE: list[tuple[str, int, int]] = [
    ("i1", 1, 1),  # ceil(1 / 8) = 1, aligned to 1
    ("i4", 1, 1),
    ("i8", 1, 1),
    ("i9", 2, 2),  # 2 bytes, next power of two 2
    ("i16", 2, 2),
    ("i24", 4, 4),  # 3 bytes aligned to pow2(3) = 4 -> 4
    ("i32", 4, 4),
    ("i48", 8, 8),  # 6 bytes aligned to 8
    ("i64", 8, 8),
    ("i65", 16, 8),  # 9 bytes, 8-aligned from 64 bits on -> 16
    ("i96", 16, 8),  # 12 -> 16
    ("i128", 16, 8),
    ("index", 8, 8),  # i64
    ("f4E2M1FN", 1, 1),
    ("f8E4M3FN", 1, 1),
    ("f16", 2, 2),
    ("bf16", 2, 2),
    ("tf32", 4, 4),  # 19 bits: 3 bytes aligned to 4
    ("f32", 4, 4),
    ("f64", 8, 8),
    ("f80", 16, 16),  # 10 bytes aligned to pow2(10) = 16
    ("f128", 16, 16),
    ("complex<f32>", 8, 4),  # 4 + 4, aligned as f32
    ("complex<i1>", 2, 1),  # 1 bit padded to a byte, then 1 bit: 9 bits -> 2
    ("complex<i24>", 8, 4),  # 24 bits padded to 32, + 24 = 56 bits = 7 -> 8
    ("complex<f80>", 32, 16),  # 10 padded to 16, + 10 = 26 -> 32
    ("vector<f32>", 4, 4),  # 0-D: one element
    ("vector<3xf32>", 16, 16),  # 3 lanes -> 4: 16 bytes
    ("vector<4xf32>", 16, 16),
    ("vector<3xi1>", 4, 4),  # a byte per lane: 4 lanes
    ("vector<2x3xf32>", 32, 32),  # 2 x 4 lanes x 4 bytes
    ("vector<5x3xf32>", 128, 128),  # 5 x 4 x 4 = 80 -> 128
    ("vector<2xi24>", 8, 8),  # 2 x 3 bytes = 6 -> 8
    ("vector<128xf32>", 512, 512),
    ("vector<3xf80>", 64, 64),  # 4 lanes x 10 bytes = 40 -> 64
]

NO_SIZE = ["vector<[4]xf32>", "memref<2xf32>", "tuple<i32>"]


def _type(text: str) -> Attribute:
    return Parser(make_context(), text).parse_type()


@pytest.mark.parametrize("text,size,alignment", TABLE)
def test_the_pass_sizes_elements_by_storage(text: str, size: int, alignment: int):
    assert element_storage(_type(text)) == ElementStorage(size, alignment)


@pytest.mark.parametrize("text,size,alignment", TABLE)
def test_the_checker_sizes_elements_by_storage(text: str, size: int, alignment: int):
    assert element_layout(_type(text)) == (size, alignment)


@pytest.mark.parametrize("text", NO_SIZE)
def test_types_without_a_storage_size(text: str):
    assert element_storage(_type(text)) is None
    assert element_layout(_type(text)) is None


MISALIGNED = """
func.func @f(%ctx: !hip.context) {
  %c33 = arith.constant 33 : index
  %pool = hip.get_pool(%ctx, %c33) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c17 = arith.constant 17 : index
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<17xi8>
  %b = memref.view %pool[%c17][] : memref<?xi8> to memref<4xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<17xi8>, memref<4xf32>) -> ()
  func.return
}
"""


def test_element_alignment_is_checked_unless_turned_off():
    module = Parser(make_context(), MISALIGNED).parse_module()
    (found,) = violations(module, CheckOptions(alignment=1))
    assert found.kind == "alignment"
    assert found.ranges == ((17, 33),)
    assert (
        "offset 17 is not a multiple of 4, the alignment of its element type f32"
        in (found.message)
    )
    off = CheckOptions(alignment=1, element_alignment=False)
    assert violations(module, off) == []
