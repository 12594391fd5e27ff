//go:build !race

package hex_test

const raceEnabled = false
