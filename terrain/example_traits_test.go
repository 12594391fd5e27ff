package terrain_test

import (
	"errors"
	"fmt"

	"github.com/warkit/warkit/terrain"
)

// CheckKeys over several keys: the keys present pass; a
// typo is an error naming the nearest spelling present, a key the map
// need not carry is declared Optional, and a key of the wrong kind is an
// error too.
func ExampleCheckKeys_kinds() {
	types := []terrain.Type{
		terrain.NewType("clear", terrain.Number("mp").Is(1)),
		terrain.NewType("forest", terrain.Number("mp").Is(2), terrain.Flag("blocksLos").Is(true)),
	}
	fmt.Println(terrain.CheckKeys(types, terrain.Number("mp"), terrain.Flag("blocksLos")))
	fmt.Println(terrain.CheckKeys(types, terrain.Flag("blocksLoS")))
	fmt.Println(terrain.CheckKeys(types, terrain.Optional(terrain.Flag("road"))))
	fmt.Println(terrain.CheckKeys(types, terrain.Flag("mp")))
	// Output:
	// <nil>
	// terrain: key "blocksLoS" (flag): no terrain type has this trait; did you mean "blocksLos"?
	// <nil>
	// terrain: key "mp" (flag): type "clear" has it as a number (1), want a flag
}

// CheckKeys joins one *Error per bad key; errors.As reaches them.
func ExampleError() {
	types := []terrain.Type{terrain.NewType("wood", terrain.Number("mp").Is(2), terrain.Flag("blocksLos").Is(true))}
	err := terrain.CheckKeys(types, terrain.Number("MP"), terrain.Flag("blocksLOS"))
	var e *terrain.Error
	if errors.As(err, &e) {
		fmt.Println("first problem is about:", e.Subject)
	}
	fmt.Println(err)
	// Output:
	// first problem is about: key "MP" (number)
	// terrain: key "MP" (number): no terrain type has this trait; did you mean "mp"?
	// terrain: key "blocksLOS" (flag): no terrain type has this trait; did you mean "blocksLos"?
}

// Traits are typed: a Number, a Flag or an Enum with its members. Get
// reads a trait that must be there, Lookup one that may be missing.
func ExampleGet() {
	cover := terrain.Enum("cover", "none", "light", "heavy")
	mp := terrain.Number("mp")
	road := terrain.Flag("road")
	town := terrain.NewType("town", cover.Is("heavy"), mp.Is(1))

	c, err := terrain.Get(town, cover)
	fmt.Println(c, err)
	_, err = terrain.Get(town, road)
	fmt.Println(err)
	r, ok, err := terrain.Lookup(town, road)
	fmt.Println(r, ok, err)
	// Output:
	// heavy <nil>
	// terrain: type "town": trait "road" is missing
	// false false <nil>
}

// A column precompiles one trait for every type, for hot loops: At reads
// it by type index, and Require says which type lacks it.
func ExampleTypeColumn() {
	mp := terrain.Number("mp")
	types := []terrain.Type{terrain.NewType("clear", mp.Is(1)), terrain.NewType("swamp", mp.Is(3)), terrain.NewType("lake")}
	col, err := terrain.TypeColumn(types, mp)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i := range col.Len() {
		v, ok := col.Lookup(i)
		fmt.Printf("%s: %v %v\n", types[i].Name, v, ok)
	}
	fmt.Println(col.Require())
	// Output:
	// clear: 1 true
	// swamp: 3 true
	// lake: 0 false
	// terrain: type "lake": trait "mp" is missing
}

// A trait of the wrong kind is caught when reading it.
func ExampleKey_Is() {
	mp := terrain.Number("mp")
	t := terrain.NewType("clear", terrain.Flag("mp").Is(true))
	_, err := terrain.Get(t, mp)
	fmt.Println(mp.Is(2), "|", err)
	// Output:
	// mp=2 | terrain: type "clear": trait "mp" is a flag (true), want a number
}
