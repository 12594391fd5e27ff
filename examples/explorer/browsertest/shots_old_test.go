//go:build !go1.26

package browsertest

import (
	"os"
	"path/filepath"
	"testing"
)

// shotsDir is where the screenshots go: before Go 1.26 (no
// T.ArtifactDir), $WARKIT_SHOTS or a folder under the temporary
// directory, kept after the test.
func shotsDir(t *testing.T) string {
	dir := os.Getenv("WARKIT_SHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "warkit-explorer-shots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}
