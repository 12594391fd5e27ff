module github.com/warkit/warkit/bench

go 1.24.4

replace github.com/warkit/warkit => ../

require (
	github.com/maloquacious/hexg v1.0.1
	github.com/paulmach/orb v0.14.0
	github.com/peterstace/simplefeatures v0.50.0
	github.com/pmcxs/hexgrid v0.0.0-20190126214921-42796ac894ab
	github.com/warkit/warkit v0.0.0-00010101000000-000000000000
	gonum.org/v1/gonum v0.17.0
)

require github.com/maloquacious/semver v0.4.0 // indirect
