// Package bench runs warkit side by side with its peers on the same inputs,
// in the same run, and checks that they give the same answers.
//
// It is a module of its own (github.com/warkit/warkit/bench) so that the
// peers never reach a warkit user's go.sum, and it builds against the
// working tree through a replace directive. The root CI does not run it;
// run.sh does, and writes BENCHMARKS.md.
//
// The workloads and the inputs they share live in this package's non-test
// files, so that the benchmarks, the cross-check tests and the report
// (cmd/benchreport) read exactly the same data:
//
//   - plane: IntersectionLength of a segment and a 64-vertex polygon, the
//     distance between two 64-vertex polygons, and point-segment distance,
//     against github.com/peterstace/simplefeatures;
//   - hexes: distance, a line of length 100, a range of radius 20 and a
//     ring of radius 20, against github.com/pmcxs/hexgrid,
//     github.com/maloquacious/hexg and (through node) honeycomb-grid;
//   - graphs: Reach with an allowance of 12 on a 60 × 40 map, whole-map
//     Dijkstra on 100 × 100, and A* corner to corner on 100 × 100, against
//     gonum.org/v1/gonum/graph/path on the same map built as a gonum graph.
package bench
