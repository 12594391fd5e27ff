//go:build !unix

package bench

import "testing"

// cpuPerOp reports nothing where getrusage is missing.
func cpuPerOp(b *testing.B) func() { return func() {} }

// cpuNow is 0 where getrusage is missing: the per-hex figures of
// BenchmarkDijkstraScaling are then not reported.
func cpuNow() int64 { return 0 }
