package terrain_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/warkit/warkit/terrain"
)

// A long name is cut between characters, never inside the UTF-8 of one,
// and the cut is marked "..." after the closing quote, as combat and
// geom/hex mark theirs (one ellipsis style, ASCII), so that the mark is
// never read as part of the input.
func TestErrorsCutLongNamesBetweenCharacters(t *testing.T) {
	for _, tc := range []struct{ name, id, want string }{
		{"ASCII", strings.Repeat("w", 100), `feature "` + strings.Repeat("w", 64) + `"... (features[0])`},
		{"two-byte characters", strings.Repeat("é", 100), `feature "` + strings.Repeat("é", 32) + `"... (features[0])`},
		{"three-byte characters", strings.Repeat("森", 30), `feature "` + strings.Repeat("森", 21) + `"... (features[0])`},
		{"short", "wood-1", `feature "wood-1" (features[0])`},
	} {
		_, err := terrain.LoadBoard([]byte(boardWith(pointFeature(tc.id, "500", "1"))))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want it to name %s", tc.name, err, tc.want)
			continue
		}
		if !utf8.ValidString(err.Error()) || strings.Contains(err.Error(), "…") {
			t.Errorf("%s: %q cuts a character or marks the cut with U+2026", tc.name, err.Error())
		}
	}
}
