package contract

// The contract sweep. Every entry of registry (generated from the source by
// ./gen, so every exported function and method of every library package) is
// called once with benign arguments and then once per hostile value of each
// parameter in turn (receivers included: nil, zero and built receivers),
// the other parameters benign. Each call must
//
//   - not panic (recovered and reported as "panic"; a Must function
//     panics by its doc),
//   - allocate at most allocCap bytes (runtime/metrics' cumulative heap
//     allocation, watched while the call runs: "alloc" when it passes the
//     cap, which is also the sweep's bound on work), and
//   - return before hangTimeout ("hang"): wall time is only the detector of
//     a call that neither allocates nor returns, never a pass criterion;
//   - not kill the process ("crash": a fatal runtime error such as an
//     allocation the runtime cannot serve).
//
// Calls run in a child process (this test binary re-executed), so a hang,
// an over-cap allocation or a fatal error ends the child only; the parent
// records the case and restarts the child after it. What the sweep finds
// is compared with testdata/findings.txt, the list of known breaches: a new
// breach fails the test; a breach that has gone is logged, and
// WARKIT_SWEEP_UPDATE=1 rewrites the file. Known hangs, over-cap
// allocations and crashes are skipped (they cost a restart each) unless
// WARKIT_SWEEP_ALL=1.

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime/metrics"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/warkit/warkit/internal/contract/gen/api"
)

const (
	// allocCap bounds the bytes one call may allocate.
	allocCap = 64 << 20
	// hangTimeout is the hang detector (multiplied under -race).
	hangTimeout = 3 * time.Second
)

// A sweepCase is one call: an entry and the variant of its arguments.
type sweepCase struct {
	key     string
	variant string
	args    func() []reflect.Value
}

// cases enumerates every call of the sweep, in a fixed order.
func cases() []sweepCase {
	keys := make([]string, 0, len(registry))
	for k := range registry {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var cs []sweepCase
	for _, k := range keys {
		fn := registry[k]
		t := fn.Type()
		n := t.NumIn()
		base := func() []reflect.Value {
			a := make([]reflect.Value, n)
			for i := range a {
				a[i] = benign(t.In(i), 0)
			}
			return a
		}
		cs = append(cs, sweepCase{k, "benign", base})
		for i := 0; i < n; i++ {
			pt := t.In(i)
			name := "arg" + strconv.Itoa(i)
			for j, h := range hostile(pt) {
				i, j := i, j
				cs = append(cs, sweepCase{k, name + "=" + h.name, func() []reflect.Value {
					a := base()
					a[i] = hostile(pt)[j].v
					return a
				}})
			}
		}
	}
	return cs
}

type finding struct{ key, variant, kind string }

func (f finding) String() string { return f.key + "\t" + f.variant + "\t" + f.kind }

const findingsFile = "testdata/findings.txt"

func readFindings() map[string]finding {
	m := map[string]finding{}
	p := findingsFile
	if a := os.Getenv("WARKIT_SWEEP_FINDINGS"); a != "" {
		p = a
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return m
	}
	for _, l := range strings.Split(string(b), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		p := strings.Split(l, "\t")
		if len(p) == 3 {
			f := finding{p[0], p[1], p[2]}
			m[p[0]+"\t"+p[1]] = f
		}
	}
	return m
}

func TestSweep(t *testing.T) {
	if os.Getenv("WARKIT_SWEEP_CHILD") != "" {
		child()
		return
	}
	if strconv.IntSize != 64 {
		// The findings are recorded on 64-bit platforms: on 32-bit ones
		// the hostile integers differ (MaxInt64 does not fit an int), and
		// CI runs 386 binaries under qemu-user where a test binary cannot
		// re-execute itself. TestCoverage still runs there.
		t.Skip("the sweep runs on 64-bit platforms")
	}
	cs := cases()
	known := readFindings()
	all := os.Getenv("WARKIT_SWEEP_ALL") != ""
	found := map[string]finding{}
	maxAlloc := map[string]uint64{}
	maxAllocKey := map[string]string{}
	start := 0
	dir := t.TempDir()
	abs, err := filepath.Abs(findingsFile)
	if err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for start < len(cs) {
		from := start
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(exe, "-test.run=^TestSweep$")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "WARKIT_SWEEP_CHILD=1", "WARKIT_SWEEP_START="+strconv.Itoa(start), "WARKIT_SWEEP_FINDINGS="+abs)
		if all {
			cmd.Env = append(cmd.Env, "WARKIT_SWEEP_ALL=1")
		}
		cmd.ExtraFiles = []*os.File{w}
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w.Close()
		last, done := -1, false
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			f := strings.SplitN(sc.Text(), " ", 4)
			switch f[0] {
			case "S":
				last, _ = strconv.Atoi(f[1])
			case "R":
				i, _ := strconv.Atoi(f[1])
				c := cs[i]
				if f[2] != "ok" {
					found[c.key+"\t"+c.variant] = finding{c.key, c.variant, f[2]}
					if len(f) > 3 {
						t.Logf("%s %s: %s: %s", c.key, c.variant, f[2], f[3])
					}
				} else if len(f) > 3 {
					n, _ := strconv.ParseUint(f[3], 10, 64)
					pkg := c.key[:strings.LastIndex(strings.SplitN(c.key, ".", 2)[0]+".", ".")]
					if n > maxAlloc[pkg] {
						maxAlloc[pkg], maxAllocKey[pkg] = n, c.key+" "+c.variant
					}
				}
				last = -1
				start = i + 1
			case "DONE":
				done = true
			}
		}
		cmd.Wait()
		r.Close()
		if done {
			break
		}
		if last >= 0 {
			c := cs[last]
			found[c.key+"\t"+c.variant] = finding{c.key, c.variant, "crash"}
			msg := stderr.String()
			if i := strings.Index(msg, "fatal error"); i >= 0 {
				msg = msg[i:]
			}
			t.Logf("%s %s: crash: %.200s", c.key, c.variant, msg)
			start = last + 1
		} else if start == from {
			t.Fatalf("sweep child ended without a report: %s", stderr.String())
		}
	}
	report := t.Errorf
	for k, f := range found {
		if g, ok := known[k]; !ok || g.kind != f.kind {
			report("new breach: %s (WARKIT_SWEEP_UPDATE=1 records it in %s)", f, findingsFile)
		}
	}
	for k, f := range known {
		if _, ok := found[k]; !ok && (all || !skipKind(f.kind)) {
			t.Logf("fixed: %s", f)
		}
	}
	var pkgs []string
	for p := range maxAlloc {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	for _, p := range pkgs {
		t.Logf("worst passing allocation in %s: %d bytes (%s)", p, maxAlloc[p], maxAllocKey[p])
	}
	t.Logf("%d entries, %d calls, %d breaches", len(registry), len(cs), len(found))
	if os.Getenv("WARKIT_SWEEP_UPDATE") != "" {
		merged := map[string]finding{}
		if !all {
			for k, f := range known {
				if skipKind(f.kind) {
					merged[k] = f
				}
			}
		}
		for k, f := range found {
			merged[k] = f
		}
		var lines []string
		for _, f := range merged {
			lines = append(lines, f.String())
		}
		sort.Strings(lines)
		hdr := "# Known breaches of the input contract found by TestSweep: key, variant, kind.\n# Regenerate with WARKIT_SWEEP_UPDATE=1 [WARKIT_SWEEP_ALL=1] go test ./internal/contract -run TestSweep\n"
		os.MkdirAll(filepath.Dir(findingsFile), 0o755)
		if err := os.WriteFile(findingsFile, []byte(hdr+strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// documentedPanic reports the entries whose doc promises a panic on bad
// input: the Must functions (MustParseDice), as in regexp.MustCompile.
func documentedPanic(key string) bool {
	return strings.HasPrefix(key[strings.LastIndex(key, ".")+1:], "Must")
}

func skipKind(k string) bool { return k == "hang" || k == "alloc" || k == "crash" }

var allocSample = []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}

func allocated() uint64 {
	metrics.Read(allocSample)
	return allocSample[0].Value.Uint64()
}

// child runs the cases from WARKIT_SWEEP_START, reporting on fd 3.
func child() {
	out := os.NewFile(3, "report")
	start, _ := strconv.Atoi(os.Getenv("WARKIT_SWEEP_START"))
	known := readFindings()
	all := os.Getenv("WARKIT_SWEEP_ALL") != ""
	timeout := hangTimeout
	if raceEnabled {
		timeout *= 4
	}
	cs := cases()
	for i := start; i < len(cs); i++ {
		c := cs[i]
		if f, ok := known[c.key+"\t"+c.variant]; ok && !all && skipKind(f.kind) {
			fmt.Fprintf(out, "R %d %s skipped\n", i, f.kind)
			continue
		}
		fmt.Fprintf(out, "S %d\n", i)
		args := c.args()
		fn := registry[c.key]
		done := make(chan string, 1)
		a0 := allocated()
		go func() {
			defer func() {
				if r := recover(); r != nil {
					done <- "panic " + strings.ReplaceAll(fmt.Sprint(r), "\n", " ")
				}
			}()
			if fn.Type().IsVariadic() {
				fn.CallSlice(args)
			} else {
				fn.Call(args)
			}
			done <- "ok"
		}()
		tick := time.NewTicker(2 * time.Millisecond)
		deadline := time.Now().Add(timeout)
		var res string
	wait:
		for {
			select {
			case res = <-done:
				break wait
			case <-tick.C:
				if d := allocated() - a0; d > allocCap {
					fmt.Fprintf(out, "R %d alloc over %d bytes\n", i, allocCap)
					os.Exit(3)
				}
				if time.Now().After(deadline) {
					fmt.Fprintf(out, "R %d hang no return in %v\n", i, timeout)
					os.Exit(3)
				}
			}
		}
		tick.Stop()
		d := allocated() - a0
		if d > allocCap {
			res = fmt.Sprintf("alloc %d bytes", d)
		}
		if strings.HasPrefix(res, "panic") && documentedPanic(c.key) {
			res = "ok"
		}
		if res == "ok" {
			fmt.Fprintf(out, "R %d ok %d\n", i, d)
		} else {
			fmt.Fprintf(out, "R %d %s\n", i, res)
		}
	}
	fmt.Fprintln(out, "DONE")
	os.Exit(0)
}

// TestCoverage fails naming any exported function or method of a library
// package that has no entry in the sweep, and when the generated registry
// is not what ./gen writes today.
func TestCoverage(t *testing.T) {
	root, err := api.Root()
	if err != nil {
		t.Fatal(err)
	}
	pkgs, err := api.List(root)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range pkgs {
		for _, e := range p.Entries {
			n++
			if _, ok := registry[e.Key]; !ok {
				t.Errorf("%s has no sweep entry (go generate ./internal/contract)", e.Key)
			}
		}
	}
	src, err := api.Generate(root)
	if err != nil {
		t.Fatal(err)
	}
	old, err := os.ReadFile("registry_test.go")
	if err != nil {
		t.Fatal(err)
	}
	if string(old) != string(src) {
		t.Errorf("registry_test.go is stale: run go generate ./internal/contract")
	}
	t.Logf("%d exported functions and methods in %d packages, %d in the sweep", n, len(pkgs), len(registry))
}
