package combat

import "testing"

func TestModsSum(t *testing.T) {
	tests := []struct {
		name      string
		mods      Mods
		raw, want int
		text      string
	}{
		{"none", Mods{}, 0, 0, "no modifiers"},
		{"cancel out", NewMods(Mod("moving target", -1), Mod("crest line", +1)), 0, 0, "-1 moving target, +1 crest line = 0"},
		{"clamp bites", NewMods(Mod("a", -1), Mod("b", -1), Mod("c", -1)).Clamp(-2, 1), -3, -2, "-1 a, -1 b, -1 c = -3, clamped to -2..+1: -2"},
		{"clamp idle", NewMods(Mod("a", 1)).Clamp(-2, 1), 1, 1, "+1 a = +1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := tt.mods.Sum()
			if err != nil {
				t.Fatal(err)
			}
			if b.Raw != tt.raw || b.Total != tt.want || b.String() != tt.text {
				t.Errorf("Sum = raw %d total %d %q, want %d %d %q", b.Raw, b.Total, b, tt.raw, tt.want, tt.text)
			}
		})
	}
}

func TestModsValidate(t *testing.T) {
	if _, err := NewMods(Mod("", 1)).Sum(); err == nil {
		t.Error("unnamed modifier: want error")
	}
	if _, err := NewMods().Clamp(2, 1).Sum(); err == nil {
		t.Error("clamp 2..1: want error")
	}
}
