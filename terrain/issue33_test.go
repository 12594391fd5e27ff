package terrain_test

import (
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Issue 33: NewBoard accepted a feature ID "id\xff", which a save and
// reload turned into "id\uFFFD". Constructors apply the loaders' text rule.
func TestIssue33NewBoardInvalidUTF8(t *testing.T) {
	sq := geom.Polygon{orb.Ring{{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 0}}}
	base := func() terrain.BoardData {
		return terrain.BoardData{
			Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "in",
			Types:    []terrain.Type{terrain.NewType("woods")},
			Features: []terrain.Feature{terrain.NewArea("id", "woods", sq)},
		}
	}
	if _, err := terrain.NewBoard(base()); err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string]func(*terrain.BoardData){
		"feature ID": func(d *terrain.BoardData) { d.Features[0].ID = "id\xff" },
		"unit":       func(d *terrain.BoardData) { d.Unit = "in\xff" },
		"type name": func(d *terrain.BoardData) {
			d.Types[0].Name = "wo\xffds"
			d.Features[0].Type = "wo\xffds"
		},
		"enum trait": func(d *terrain.BoardData) {
			d.Features[0] = d.Features[0].WithTraits(terrain.Trait{Name: "kind", Value: terrain.EnumValue("\xff")})
		},
	} {
		d := base()
		edit(&d)
		_, err := terrain.NewBoard(d)
		if err == nil || !strings.Contains(err.Error(), "UTF-8") {
			t.Errorf("%s: %v", name, err)
		}
	}
}
