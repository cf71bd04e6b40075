"""`packer=best`: the static search (MiniMalloc's canonical branch and bound) and
the domain planner that chooses among layouts at run time."""
