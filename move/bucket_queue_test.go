package move

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// TestMonoMatchesReference drives the bucket queue with monotone keys
// (small integers, far integers that overflow the ring, fractions that
// send it to the radix heap) and checks every pop against a plain list:
// the smallest key (in bucket mode the last pushed if it has that key),
// keys below the last popped clamped to it.
func TestMonoMatchesReference(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		var q bucketQueue
		type ent struct {
			key float64
			idx int32
		}
		var ref []ent
		last := 0.0
		for round := range rapid.IntRange(1, 3).Draw(rt, "rounds") {
			q.reset()
			ref, last = ref[:0], 0
			next := int32(0)
			for range rapid.IntRange(0, 200).Draw(rt, "ops") {
				if len(ref) > 0 && rapid.IntRange(0, 2).Draw(rt, "pop") == 0 {
					low := ref[0].key
					for _, e := range ref {
						low = min(low, e.key)
					}
					got, at := q.pop(), -1
					for i, e := range ref {
						if e.idx == got {
							at = i
						}
					}
					if at < 0 || ref[at].key != low {
						rt.Fatalf("round %d: pop %d, want one of key %v", round, got, low)
					}
					if q.bucketMode && ref[len(ref)-1].key == low && ref[at].idx != ref[len(ref)-1].idx {
						rt.Fatalf("round %d: pop %d, want the last pushed, %d", round, got, ref[len(ref)-1].idx)
					}
					ref = append(ref[:at], ref[at+1:]...)
					last = low
					if q.len() != len(ref) {
						rt.Fatalf("len %d, want %d", q.len(), len(ref))
					}
					continue
				}
				var k float64
				switch rapid.IntRange(0, 9).Draw(rt, "kind") {
				case 0:
					k = last + float64(rapid.IntRange(0, 3*maxRing).Draw(rt, "far"))
				case 1:
					k = last + float64(rapid.IntRange(0, 8).Draw(rt, "eighths"))/8
				case 2:
					k = math.Max(0, last-float64(rapid.IntRange(0, 2).Draw(rt, "below")))
				default:
					k = last + float64(rapid.IntRange(0, 5).Draw(rt, "near"))
				}
				q.push(k, next)
				ref = append(ref, ent{max(k, last), next})
				next++
			}
		}
	})
}

func TestMonoZeroAllocsWarm(t *testing.T) {
	var q bucketQueue
	run := func() {
		q.reset()
		for i := range int32(1000) {
			q.push(float64(i%7+int32(i/3)), i)
			if i%2 == 1 {
				q.pop()
			}
		}
		q.push(0.5+float64(q.cur), 0) // to the radix heap
		for q.len() > 0 {
			q.pop()
		}
	}
	run()
	if a := testing.AllocsPerRun(20, run); a != 0 {
		t.Errorf("warm queue allocates %v times per run", a)
	}
}
