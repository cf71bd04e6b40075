"""Memory planning: pure functions from lifetimes and sizes to pool layouts.

Nothing in this package knows about IR. The analysis turns allocs into
`Request`s; a planner turns the requests of one domain into a `DomainLayout`
(`reference`, `best`); `layout`, `ordered` and
`program` turn a layout into index expressions (`expr`) the emitter materialises.
"""
