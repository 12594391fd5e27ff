package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/warkit/warkit/geom/hex"
)

// NodeInputs is what node/bench.mjs reads on its standard input: the
// workloads of the Go benchmarks, and the cross-check inputs.
type NodeInputs struct {
	DistancePairs [][4]int `json:"distancePairs"`
	Line          struct {
		From [2]int `json:"from"`
		To   [2]int `json:"to"`
	} `json:"line"`
	Ring struct {
		Centre [2]int `json:"centre"`
		Radius int    `json:"radius"`
	} `json:"ring"`
	Lines [][4]int `json:"lines"` // cross-check: every line, both ways
	Rings [][3]int `json:"rings"` // cross-check: centre q, r and radius
}

// BenchInputs returns the inputs of the node benchmarks and answers: the
// benchmark workloads, AllLines(CheckLineRadius) and SpineLines both ways,
// and rings of radius 0 to 20 about two centres.
func BenchInputs() NodeInputs {
	var in NodeInputs
	for _, p := range HexPairs(DistancePairs, 1) {
		in.DistancePairs = append(in.DistancePairs, [4]int{p[0].Q, p[0].R, p[1].Q, p[1].R})
	}
	in.Line.From, in.Line.To = [2]int{LineFrom.Q, LineFrom.R}, [2]int{LineTo.Q, LineTo.R}
	in.Ring.Centre, in.Ring.Radius = [2]int{RangeCentre.Q, RangeCentre.R}, RingRadius
	for _, e := range CheckLines() {
		a, b := e[0], e[1]
		in.Lines = append(in.Lines, [4]int{a.Q, a.R, b.Q, b.R}, [4]int{b.Q, b.R, a.Q, a.R})
	}
	for n := range 21 {
		in.Rings = append(in.Rings, [3]int{0, 0, n}, [3]int{RangeCentre.Q, RangeCentre.R, n})
	}
	return in
}

// CheckLineRadius is the radius of AllLines in the line cross-checks.
const CheckLineRadius = 20

// CheckLines are the lines of the cross-checks: every line from the origin
// to a hex within CheckLineRadius, the spine lines, and the benchmark line.
func CheckLines() [][2]hex.Hex {
	out := append(AllLines(CheckLineRadius), SpineLines()...)
	return append(out, [2]hex.Hex{LineFrom, LineTo})
}

// NodeAnswers is what node/bench.mjs answers for BenchInputs.
type NodeAnswers struct {
	Version   string     `json:"version"`
	Distances []int      `json:"distances"`
	Lines     [][][2]int `json:"lines"`
	Rings     [][][2]int `json:"rings"`
	in        NodeInputs
}

// ErrNoNode is returned by Honeycomb when node or honeycomb-grid is absent.
var ErrNoNode = errors.New("node or node/node_modules/honeycomb-grid is absent (run node/install.sh once)")

// Honeycomb runs node/bench.mjs in the bench directory dir for the answers
// of honeycomb-grid to BenchInputs. It needs no network.
func Honeycomb(dir string) (*NodeAnswers, error) {
	if _, err := exec.LookPath("node"); err != nil {
		return nil, ErrNoNode
	}
	if _, err := os.Stat(filepath.Join(dir, "node", "node_modules", "honeycomb-grid", "package.json")); err != nil {
		return nil, ErrNoNode
	}
	in := BenchInputs()
	js, err := json.Marshal(in)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command("node", filepath.Join("node", "bench.mjs"), "answers")
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(js)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("node bench.mjs answers: %v: %s", err, stderr.Bytes())
	}
	var ans NodeAnswers
	if err := json.Unmarshal(out, &ans); err != nil {
		return nil, err
	}
	if len(ans.Distances) != len(in.DistancePairs) || len(ans.Lines) != len(in.Lines) || len(ans.Rings) != len(in.Rings) {
		return nil, errors.New("node bench.mjs answers: wrong number of answers")
	}
	ans.in = in
	return &ans, nil
}

func hexesOf(ps [][2]int) []hex.Hex {
	out := make([]hex.Hex, len(ps))
	for i, p := range ps {
		out[i] = hex.Hex{Q: p[0], R: p[1]}
	}
	return out
}

// Line returns honeycomb's line from a to b, if it was asked for.
func (a *NodeAnswers) Line(from, to hex.Hex) []hex.Hex {
	for i, l := range a.in.Lines {
		if l == [4]int{from.Q, from.R, to.Q, to.R} {
			return hexesOf(a.Lines[i])
		}
	}
	panic(fmt.Sprintf("bench: no honeycomb answer for the line %v->%v", from, to))
}

// DistanceMismatches returns the pairs whose honeycomb distance differs
// from warkit's.
func (a *NodeAnswers) DistanceMismatches() []string {
	var out []string
	for i, p := range a.in.DistancePairs {
		x, y := hex.Hex{Q: p[0], R: p[1]}, hex.Hex{Q: p[2], R: p[3]}
		if d := x.Distance(y); d != a.Distances[i] {
			out = append(out, fmt.Sprintf("%v-%v: warkit %d, honeycomb %d", x, y, d, a.Distances[i]))
		}
	}
	return out
}

// RingMismatches returns the rings whose honeycomb hexes differ, as sets,
// from warkit's.
func (a *NodeAnswers) RingMismatches() []string {
	var out []string
	for i, r := range a.in.Rings {
		c, n := hex.Hex{Q: r[0], R: r[1]}, r[2]
		if !SameSet(hex.AppendRing(nil, c, n), hexesOf(a.Rings[i])) {
			out = append(out, fmt.Sprintf("ring %v radius %d", c, n))
		}
	}
	return out
}
