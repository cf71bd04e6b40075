"""`xhip bench`: how good and how fast hip-pool-allocs is.

* `minimalloc`: static packing on the MiniMalloc challenging instances;
* `programs`: generated decoder / vision functions with dynamic shapes;
* `dynamic`: pool bytes of those at concrete bindings against true-liveness bounds;
* `speed`: parse / pass / print times against input size;
* `run`, `report`, `cli`: the command and its tables.
"""
