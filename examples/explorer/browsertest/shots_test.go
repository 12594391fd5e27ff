//go:build go1.26

package browsertest

import "testing"

// shotsDir is where the screenshots go: the test's artifact folder, kept
// under -outputdir when go test runs with -artifacts.
func shotsDir(t *testing.T) string { return t.ArtifactDir() }
