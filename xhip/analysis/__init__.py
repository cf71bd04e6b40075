"""IR analyses of hip-pool-allocs: buffer aliases, lifetimes, dominance domains."""
