package combat

import "testing"

var (
	sinkOutcomes Outcomes[int]
	sinkDist     Dist
	sinkInt      int
)

// The exact distribution of 2D6 + modifiers through a 10 × 12 fire table.
func BenchmarkFireTableOutcomes(b *testing.B) {
	fire := fireTable10x12(b)
	mods := NewMods(Mod("moving target", -1), Mod("crest line", 1), Mod("cover", -1)).Clamp(-2, 1)
	sel := Factors(Half(15))
	b.ReportAllocs()
	for b.Loop() {
		o, err := fire.Outcomes(sel, mods)
		if err != nil {
			b.Fatal(err)
		}
		sinkOutcomes = o
	}
}

// The distribution of the sum of 10D6 (6^10 outcomes).
func BenchmarkDist10D6(b *testing.B) {
	d := NdS(10, 6)
	b.ReportAllocs()
	for b.Loop() {
		r, err := d.Dist()
		if err != nil {
			b.Fatal(err)
		}
		sinkDist = r
	}
}

func BenchmarkDist3d6kh2(b *testing.B) {
	d := KeepHighestOf(3, 6, 2)
	b.ReportAllocs()
	for b.Loop() {
		sinkDist, _ = d.Dist()
	}
}

// Resolve with a seeded roller, log off: the simulation hot path.
func BenchmarkResolve(b *testing.B) {
	fire := fireTable10x12(b)
	r := SeededRoller(1)
	r.SetLogging(false)
	mods := NewMods(Mod("moving target", -1), Mod("crest line", 1))
	sel := Factors(Half(5))
	b.ReportAllocs()
	for b.Loop() {
		res, err := fire.Resolve(r, "fire", sel, mods)
		if err != nil {
			b.Fatal(err)
		}
		sinkInt += res.Cell
	}
}

// Resolve on an odds CRT with a shift, logging into a reused log.
func BenchmarkResolveOddsLogged(b *testing.B) {
	crt := lossesCRT(b)
	r := SeededRoller(1)
	mods := NewMods(Mod("attacker morale", -1), Mod("out of command", -1))
	sel := Versus(Int(7), Int(3)).Shift(-1)
	b.ReportAllocs()
	for b.Loop() {
		r.ResetLog()
		res, err := crt.Resolve(r, "assault", sel, mods)
		if err != nil {
			b.Fatal(err)
		}
		sinkInt += res.Cell.Defender
	}
}

func BenchmarkParseDice(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		d, err := ParseDice("2d6-1d6+3d6kh2+1")
		if err != nil {
			b.Fatal(err)
		}
		sinkInt += len(d.terms)
	}
}
