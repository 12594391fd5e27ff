package heavygear

import (
	"fmt"
	"unicode/utf8"

	"github.com/warkit/warkit/move/ground"
)

// The movement modes of HG-M1, as ground.Mode data.
const (
	Walker ground.Mode = "walker"
	Ground ground.Mode = "ground"
	Hover  ground.Mode = "hover"
)

// Perks are the perks this package reads, as a set of bits.
type Perks uint8

const (
	// DeepWaterPerk lets a model treat deep water as clear (HG-M1).
	DeepWaterPerk Perks = 1 << iota
	// ClimbingPerk lets a model climb a rise of 2 in or more (HG-M2; the
	// seed's "climbing arms and equipment"). This package reads it as
	// lifting the 2 in limit; the rise still costs +1 MP per inch.
	ClimbingPerk
)

// Has reports whether p holds every perk of q.
func (p Perks) Has(q Perks) bool { return p&q == q }

// Model is a gear, a vehicle or an infantry squad: what the terrain rules
// read of it.
type Model struct {
	// Name names the model in explanations.
	Name string
	// Size is the model's Size (a gear is about 6).
	Size int
	// Mode is its movement mode: Walker, Ground or Hover.
	Mode ground.Mode
	// Detection is compared with a target's concealment for a passive
	// lock (HG-K1); Sensors is added to the EW skill roll of an active
	// lock (HG-K2).
	Detection, Sensors int
	// EW and Defence are skill levels: the number of dice of the EW roll
	// (HG-K2) and of the Defence roll against an obstacle (HG-M2).
	EW, Defence int
	// Perks are its perks (deep water, climbing).
	Perks Perks
	// Infantry marks models that structures with [AdmitsInfantry] admit.
	Infantry bool
}

// Validate reports a model this package cannot use: a Size below 1, an
// unknown mode, a negative skill level, an unknown perk, a name that is
// not valid UTF-8. (Sensors and Detection may be negative: they are
// modifiers.)
func (m Model) Validate() error {
	switch {
	case m.Size < 1:
		return fmt.Errorf("heavygear: model %q: size %d: want at least 1", m.Name, m.Size)
	case m.Mode != Walker && m.Mode != Ground && m.Mode != Hover:
		return fmt.Errorf("heavygear: model %q: unknown movement mode %q (want walker, ground or hover)", m.Name, m.Mode)
	case m.EW < 0 || m.Defence < 0:
		return fmt.Errorf("heavygear: model %q: negative skill level", m.Name)
	case m.Perks&^(DeepWaterPerk|ClimbingPerk) != 0:
		return fmt.Errorf("heavygear: model %q: unknown perks %#x", m.Name, uint8(m.Perks&^(DeepWaterPerk|ClimbingPerk)))
	case !utf8.ValidString(m.Name):
		return fmt.Errorf("heavygear: model name %q is not valid UTF-8", m.Name)
	}
	return nil
}
