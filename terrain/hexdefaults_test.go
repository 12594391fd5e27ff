package terrain_test

import (
	"go/parser"
	"go/token"
	"strings"
	"sync"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// A program that assigns to hex.StandardLabels changes no later load: a
// file without "labels" reads as the package documents, and concurrent
// loads read no shared mutable state (run with -race).
func TestLoadHexMapIgnoresLaterStandardLabels(t *testing.T) {
	const data = `{"cols": 4, "rows": 3, "types": [{"name": "clear"}], "fill": "clear"}`
	saved := hex.StandardLabels
	defer func() { hex.StandardLabels = saved }()
	changed := saved
	changed.Offset, changed.Separator = hex.EvenR, "."
	hex.StandardLabels = changed
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m, err := terrain.LoadHexMap([]byte(data))
			if err != nil {
				t.Error(err)
				return
			}
			if got := m.Labels(); got != saved {
				t.Errorf("labels %+v, want the standard labels as the package was initialised, %+v", got, saved)
			}
		}()
	}
	wg.Wait()
}

// A map without "labels" larger than 99 columns gets column numbers as
// wide as it needs, and saves and loads back equal; a map whose origin
// numbers a column below 0 is an error that says which member to add.
func TestLoadHexMapDefaultLabelsGrowWithTheMap(t *testing.T) {
	m, err := terrain.LoadHexMap([]byte(`{"cols": 150, "rows": 40, "types": [{"name": "clear"}], "fill": "clear"}`))
	if err != nil {
		t.Fatal(err)
	}
	for label, o := range map[string]hex.Offset{"00101": {}, "15040": {Col: 149, Row: 39}, "01003": {Col: 9, Row: 2}} {
		h := m.Labels().Offset.ToHex(o)
		if got, err := m.Label(h); got != label || err != nil {
			t.Errorf("Label(col %d, row %d) = %q, %v; want %q", o.Col, o.Row, got, err, label)
		}
	}
	saved, err := terrain.SaveHexMap(m)
	if err != nil {
		t.Fatal(err)
	}
	back, err := terrain.LoadHexMap(saved)
	if err != nil || back.Labels() != m.Labels() {
		t.Fatalf("load after save: %v, labels %+v, want %+v", err, back.Labels(), m.Labels())
	}
	small, err := terrain.LoadHexMap([]byte(`{"cols": 99, "rows": 99, "types": [{"name": "clear"}], "fill": "clear"}`))
	if err != nil || small.Labels() != hex.StandardLabels {
		t.Errorf("a 99 x 99 map: %v, labels %+v, want hex.StandardLabels", err, small.Labels())
	}
	_, err = terrain.LoadHexMap([]byte(`{"cols": 4, "rows": 1, "origin": {"col": -2, "row": 0}, "types": [{"name": "clear"}], "fill": "clear"}`))
	if err == nil || !strings.Contains(err.Error(), `terrain: hex map (labels): no "labels" member`) || !strings.Contains(err.Error(), `add a "labels" member`) {
		t.Errorf("negative origin without labels: %v", err)
	}
}

// An enumeration key with an empty member or a member given twice names
// nothing a file can mean: every read fails, and CheckKeys says why.
func TestEnumRefusesEmptyAndDuplicateMembers(t *testing.T) {
	wood := terrain.NewType("wood", terrain.Trait{Name: "cover", Value: terrain.EnumValue("light")})
	for _, tc := range []struct {
		name string
		key  terrain.Key[string]
		want string
	}{
		{"empty member", terrain.Enum("cover", "light", "", "heavy"), `member 1 is empty`},
		{"member twice", terrain.Enum("cover", "light", "heavy", "light"), `member "light" given twice (members 0 and 2)`},
	} {
		if v, err := terrain.Get(wood, tc.key); err == nil || !strings.Contains(err.Error(), `terrain: key "cover": `+tc.want) {
			t.Errorf("%s: Get = %q, %v; want an error saying %q", tc.name, v, err, tc.want)
		}
		if err := terrain.CheckKeys([]terrain.Type{wood}, tc.key); err == nil || !strings.Contains(err.Error(), `terrain: key "cover" (keys[0]): `+tc.want) {
			t.Errorf("%s: CheckKeys = %v; want an error saying %q", tc.name, err, tc.want)
		}
	}
	if v, err := terrain.Get(wood, terrain.Enum("cover", "light", "heavy")); v != "light" || err != nil {
		t.Errorf("a valid enumeration: %q, %v", v, err)
	}
}

// The examples of the file formats in the package documentation load,
// and the hex map's shows every member of a hex, its obstacle height
// included.
func TestPackageDocExamplesLoad(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	var blocks []string
	var cur []string
	for line := range strings.SplitSeq(f.Doc.Text(), "\n") {
		if strings.HasPrefix(line, "\t") {
			cur = append(cur, line)
			continue
		}
		if len(cur) > 0 && strings.HasPrefix(cur[0], "\t{") {
			blocks = append(blocks, strings.Join(cur, "\n"))
		}
		cur = nil
	}
	var board *terrain.Board
	var m *terrain.HexMap
	for _, b := range blocks {
		switch {
		case strings.Contains(b, `"FeatureCollection"`):
			if board, err = terrain.LoadBoard([]byte(b)); err != nil {
				t.Errorf("board example: %v", err)
			}
		case strings.Contains(b, `"cols"`):
			if m, err = terrain.LoadHexMap([]byte(b)); err != nil {
				t.Fatalf("hex map example: %v", err)
			}
			h, _ := m.Parse("0204")
			if ht, ok := m.Height(h); !ok || ht == 0 {
				t.Errorf("hex map example: hex 0204 has no obstacle height (%v, %v): the grammar's example should show it", ht, ok)
			}
		}
	}
	if board == nil || m == nil {
		t.Fatalf("found %d examples, want a board and a hex map among them", len(blocks))
	}
}
