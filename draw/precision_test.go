package draw

import (
	"slices"
	"testing"
)

// Every number a picture writes in its unit takes the decimals of the
// most precise one, its other texts untouched.
func TestOnePrecision(t *testing.T) {
	for _, tc := range []struct {
		name string
		unit string
		in   []string
		want []string
	}{
		{"whole beside one decimal", "m", []string{"36.4 m", "41 m", "total 77.4 m"}, []string{"36.4 m", "41.0 m", "total 77.4 m"}},
		{"two decimals", "in", []string{"33.94 in", "kill zone 36 in", "5.9 in"}, []string{"33.94 in", "kill zone 36.00 in", "5.90 in"}},
		{"all whole", "m", []string{"16 m", "total 16 m"}, []string{"16 m", "total 16 m"}},
		{"other units and words", "m", []string{"1.5 m", "3 MP", "3 min", "height 3 m", "wood-3", "0.5"}, []string{"1.5 m", "3 MP", "3 min", "height 3.0 m", "wood-3", "0.5"}},
		{"negative and several", "in", []string{"-2 in to 1.25 in"}, []string{"-2.00 in to 1.25 in"}},
		{"no unit", "", []string{"36.4 m", "41 m"}, []string{"36.4 m", "41 m"}},
	} {
		var labels []label
		for _, s := range tc.in {
			labels = append(labels, label{text: s})
		}
		out := onePrecision(labels, tc.unit)
		var got []string
		for _, l := range out {
			got = append(got, l.text)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
		for i, s := range tc.in {
			if labels[i].text != s {
				t.Errorf("%s: the canvas's own label %d changed to %q", tc.name, i, labels[i].text)
			}
		}
	}
}
