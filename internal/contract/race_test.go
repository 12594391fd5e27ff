//go:build race

package contract

const raceEnabled = true
