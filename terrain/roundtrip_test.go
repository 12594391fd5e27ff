package terrain_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// Property: a generated board survives NewBoard(Data()) and
// LoadBoard(SaveBoard()) unchanged.
func TestBoardRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := genBoardData(t, 8)
		b, err := terrain.NewBoard(d)
		if err != nil {
			t.Fatalf("NewBoard: %v", err)
		}
		again, err := terrain.NewBoard(b.Data())
		if err != nil {
			t.Fatalf("NewBoard(Data()): %v", err)
		}
		if diff := cmp.Diff(b.Data(), again.Data(), cmpOpts); diff != "" {
			t.Fatalf("NewBoard(Data()) differs (-want +got):\n%s", diff)
		}
		js, err := terrain.SaveBoard(b)
		if err != nil {
			t.Fatalf("SaveBoard: %v", err)
		}
		loaded, err := terrain.LoadBoard(js)
		if err != nil {
			t.Fatalf("LoadBoard(SaveBoard()): %v\n%s", err, js)
		}
		if diff := cmp.Diff(b.Data(), loaded.Data(), cmpOpts); diff != "" {
			t.Fatalf("LoadBoard(SaveBoard()) differs (-want +got):\n%s\n%s", diff, js)
		}
		js2, err := terrain.SaveBoard(loaded)
		if err != nil || string(js2) != string(js) {
			t.Fatalf("SaveBoard is not stable: %v", err)
		}
	})
}

// Property: a generated hex map survives NewHexMap(Data()) and
// LoadHexMap(SaveHexMap()) unchanged, and its lookups agree with the data.
func TestHexMapRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := genHexMapData(t)
		m, err := terrain.NewHexMap(d)
		if err != nil {
			t.Fatalf("NewHexMap: %v", err)
		}
		for _, hd := range d.Hexes {
			ti, ok := m.HexType(hd.Hex)
			want := hd.Type
			if want == "" {
				want = d.Fill
			}
			if !ok || m.Type(ti).Name != want {
				t.Fatalf("HexType(%v) = %d %v, want %q", hd.Hex, ti, ok, want)
			}
			if h, _ := m.Height(hd.Hex); h != hd.Height {
				t.Fatalf("Height(%v) = %v, want %v", hd.Hex, h, hd.Height)
			}
			if e, _ := m.Elevation(hd.Hex); e != hd.Elevation {
				t.Fatalf("Elevation(%v) = %v, want %v", hd.Hex, e, hd.Elevation)
			}
		}
		for _, sd := range d.Sides {
			fs, ok := m.SideFeatures(sd.Side)
			found := false
			for _, f := range fs {
				found = found || f == sd.SideFeature
			}
			if !ok || !found {
				t.Fatalf("SideFeatures(%v) = %v %v, want it to hold %v", sd.Side, fs, ok, sd.SideFeature)
			}
		}
		again, err := terrain.NewHexMap(m.Data())
		if err != nil {
			t.Fatalf("NewHexMap(Data()): %v", err)
		}
		if diff := cmp.Diff(m.Data(), again.Data(), cmpOpts); diff != "" {
			t.Fatalf("NewHexMap(Data()) differs (-want +got):\n%s", diff)
		}
		js, err := terrain.SaveHexMap(m)
		if err != nil {
			t.Fatalf("SaveHexMap: %v", err)
		}
		loaded, err := terrain.LoadHexMap(js)
		if err != nil {
			t.Fatalf("LoadHexMap(SaveHexMap()): %v\n%s", err, js)
		}
		if diff := cmp.Diff(m.Data(), loaded.Data(), cmpOpts); diff != "" {
			t.Fatalf("LoadHexMap(SaveHexMap()) differs (-want +got):\n%s\n%s", diff, js)
		}
	})
}

// Elevation and height are distinct in both formats, and a file written
// before elevation existed loads with its height as obstacle height.
func TestElevationApartFromHeight(t *testing.T) {
	old := []byte(`{"type":"FeatureCollection","warkit":{"unit":"in","extent":[0,0,10,10],"types":[{"name":"wood"}]},"features":[
 {"type":"Feature","properties":{"id":"w","type":"wood","height":3},"geometry":{"type":"Polygon","coordinates":[[[1,1],[4,1],[4,4],[1,1]]]}}]}`)
	b, err := terrain.LoadBoard(old)
	if err != nil {
		t.Fatal(err)
	}
	if f := b.Feature(0); !f.HasHeight || f.Height != 3 || f.HasElevation || f.Elevation != 0 {
		t.Fatalf("old file: height %v/%v elevation %v/%v", f.Height, f.HasHeight, f.Elevation, f.HasElevation)
	}
	both := []byte(`{"type":"FeatureCollection","warkit":{"unit":"in","extent":[0,0,10,10],"types":[{"name":"wood"}]},"features":[
 {"type":"Feature","properties":{"id":"w","type":"wood","height":3,"elevation":2},"geometry":{"type":"Polygon","coordinates":[[[1,1],[4,1],[4,4],[1,1]]]}}]}`)
	b, err = terrain.LoadBoard(both)
	if err != nil {
		t.Fatal(err)
	}
	if f := b.Feature(0); f.Height != 3 || f.Elevation != 2 || !f.HasElevation {
		t.Fatalf("height %v elevation %v", f.Height, f.Elevation)
	}
	js, _ := terrain.SaveBoard(b)
	if !strings.Contains(string(js), `"height": 3, "elevation": 2`) {
		t.Errorf("SaveBoard lost a field:\n%s", js)
	}
	m, err := terrain.LoadHexMap([]byte(`{"cols":2,"rows":2,"types":[{"name":"wood"}],"fill":"wood","hexes":[{"hex":"0101","elevation":1,"height":2}]}`))
	if err != nil {
		t.Fatal(err)
	}
	h, _ := m.Labels().Parse("0101")
	if e, _ := m.Elevation(h); e != 1 {
		t.Errorf("Elevation = %v", e)
	}
	if ht, _ := m.Height(h); ht != 2 {
		t.Errorf("Height = %v", ht)
	}
	js, _ = terrain.SaveHexMap(m)
	if !strings.Contains(string(js), `"elevation": 1, "height": 2`) {
		t.Errorf("SaveHexMap lost a field:\n%s", js)
	}
}
