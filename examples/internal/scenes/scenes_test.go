package scenes

import (
	"fmt"
	"io"
	"testing"

	"github.com/warkit/warkit/draw"
)

// named keeps no picture and says which it was given, as the tour does.
type named struct{}

func (named) Save(w io.Writer, name string, c *draw.Canvas) error {
	if err := c.Err(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "Picture: %s\n", name)
	return err
}

// Every picture of the catalog is drawn by its section, and every scene
// to explore opens, frames, draws its pieces and has a unit or a rule.
func TestCatalog(t *testing.T) {
	drawn := map[int]map[string][]byte{}
	for _, p := range Catalog() {
		if drawn[p.Section] == nil {
			svgs, err := Draw(p.Section)
			if err != nil {
				t.Fatalf("%s: section %d: %v", p.Name, p.Section, err)
			}
			drawn[p.Section] = svgs
		}
		if len(drawn[p.Section][p.Name]) == 0 {
			t.Errorf("%s: section %d does not draw it", p.Name, p.Section)
		}
		var frame func() (*draw.Canvas, error)
		var pieces func(*draw.Canvas) error
		switch {
		case p.Hex != nil:
			s, err := p.Hex()
			if err != nil {
				t.Fatalf("%s: %v", p.Name, err)
			}
			frame, pieces = s.Frame, s.Pieces
			if s.Sight == nil || s.SightRule == "" || len(s.Units) == 0 {
				t.Errorf("%s: sight %v (%q), %d units: want a sight rule in words and a unit", p.Name, s.Sight, s.SightRule, len(s.Units))
			}
		case p.Table != nil:
			s, err := p.Table()
			if err != nil {
				t.Fatalf("%s: %v", p.Name, err)
			}
			frame, pieces = s.Frame, s.Pieces
			if s.Sight == nil || s.SightRule == "" {
				t.Errorf("%s: want a sight rule", p.Name)
			}
		default:
			continue
		}
		c, err := frame()
		if err != nil {
			t.Fatalf("%s: frame: %v", p.Name, err)
		}
		if pieces != nil {
			if err := pieces(c); err != nil {
				t.Errorf("%s: pieces: %v", p.Name, err)
			}
		}
	}
	if _, err := Draw(len(Sections())); err == nil {
		t.Error("Draw of a section past the end: want an error")
	}
}
