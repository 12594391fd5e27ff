//go:build unix

package bench

import (
	"runtime"
	"syscall"
	"testing"
)

// cpuPerOp reports, as cpu-ns/op, the CPU time (user and system) the
// process spends per op from its call to the end of the benchmark: on a
// shared machine wall time counts the waits for a core, CPU time does
// not. Call it as defer cpuPerOp(b)() just before the loop. It collects
// the garbage of earlier benchmarks first, so that the collector's
// threads do not charge it to this one.
func cpuPerOp(b *testing.B) func() {
	runtime.GC()
	start := cpuNow()
	return func() {
		if b.N > 0 {
			b.ReportMetric(float64(cpuNow()-start)/float64(b.N), "cpu-ns/op")
		}
	}
}

func cpuNow() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
