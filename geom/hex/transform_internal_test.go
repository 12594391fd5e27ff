package hex

import (
	"testing"

	"pgregory.net/rapid"
)

// The rotation matrices turn every hex, wrapped coordinates included, as
// Hex.Rotate does.
func TestRotationMatchesRotate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := Hex{rapid.Int().Draw(t, "q"), rapid.Int().Draw(t, "r")}
		k := rapid.IntRange(0, 5).Draw(t, "k")
		if got, want := rotations[k].apply(h), h.Rotate(k); got != want {
			t.Fatalf("rotations[%d].apply(%v) = %v, Rotate gives %v", k, h, got, want)
		}
	})
}
