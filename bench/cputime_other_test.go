//go:build !unix

package bench

import "testing"

// cpuPerOp reports nothing where getrusage is missing.
func cpuPerOp(b *testing.B) func() { return func() {} }
