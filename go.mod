module github.com/warkit/warkit

go 1.24

require (
	github.com/google/go-cmp v0.7.0
	github.com/paulmach/orb v0.14.0
	pgregory.net/rapid v1.3.0
)
