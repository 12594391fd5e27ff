package browsertest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/examples/explorer/internal/app"
	"github.com/warkit/warkit/examples/internal/scenes"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/rulesets/cem"
	"github.com/warkit/warkit/terrain"
)

// chromium finds a Chromium to drive: $WARKIT_CHROMIUM, else the usual
// names on PATH.
func chromium() (string, bool) {
	if p := os.Getenv("WARKIT_CHROMIUM"); p != "" {
		return p, true
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless_shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, true
		}
	}
	return "", false
}

// root is the warkit module's folder.
func root(t *testing.T) string {
	t.Helper()
	r, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// startExplorer builds and starts the explorer as a newcomer does (from
// the module's folder, on a free port) and returns the address it prints.
func startExplorer(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "explorer")
	build := exec.Command("go", "build", "-o", bin, "./examples/explorer")
	build.Dir = root(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the explorer: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0")
	cmd.Dir = root(t)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		t.Logf("explorer's log:\n%s", stderr.String())
	})
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if rest, ok := strings.CutPrefix(sc.Text(), "warkit explorer: "); ok {
				addr <- rest
			}
		}
		close(addr)
	}()
	select {
	case a, ok := <-addr:
		if !ok {
			t.Fatalf("the explorer stopped before printing its address:\n%s", stderr.String())
		}
		return a
	case <-time.After(5 * time.Minute):
		t.Fatalf("the explorer printed no address in 5 minutes:\n%s", stderr.String())
	}
	return ""
}

type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// browser drives one page, recording the console's errors.
type browser struct {
	t      *testing.T
	ctx    context.Context
	shots  string
	n      int
	mu     sync.Mutex
	errors []string
}

func newBrowser(t *testing.T, bin string) *browser {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(bin),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1400, 1000),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelB := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelB(); cancelA() })
	b := &browser{t: t, ctx: ctx, shots: shotsDir(t)}
	// The first Run starts the browser; the console is read from then on.
	b.run("starting Chromium", chromedp.Func(func(context.Context, *chromedp.Target) error { return nil }))
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleException {
				b.mu.Lock()
				b.errors = append(b.errors, m.String()+" "+m.URL)
				b.mu.Unlock()
			}
		}
	}()
	return b
}

func (b *browser) run(what string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.shot("failed")
		b.t.Fatalf("%s: %v\nthe page says: %s", what, err, b.text())
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](b *browser, what, js string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		b.shot("failed")
		b.t.Fatalf("%s: %v\nthe page says: %s", what, err, b.text())
	}
	return v
}

// text returns the page's side panel, for failure messages.
func (b *browser) text() string {
	s, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.querySelector('aside') ? document.querySelector('aside').innerText : ''`))
	return s
}

// wait polls a JavaScript condition for up to a minute.
func (b *browser) wait(what, cond string) {
	b.t.Helper()
	b.waitFor(what, cond, time.Minute)
}

func (b *browser) waitFor(what, cond string, d time.Duration) {
	b.t.Helper()
	b.run("waiting for "+what, func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(d), chromedp.WithPollingInterval(50*time.Millisecond))(ctx, t)
		return chromedp.Void{}, err
	})
}

// shot saves a screenshot of the page.
func (b *browser) shot(name string) {
	png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Logf("screenshot %s: %v", name, err)
		return
	}
	b.n++
	file := filepath.Join(b.shots, fmt.Sprintf("%02d-%s.png", b.n, name))
	if err := os.WriteFile(file, png, 0o644); err != nil {
		b.t.Errorf("screenshot: %v", err)
		return
	}
	b.t.Logf("screenshot: %s", file)
}

// screen returns where a pixel of the shown picture's own SVG
// coordinates is on the screen.
func (b *browser) screen(x, y float64) (float64, float64) {
	b.t.Helper()
	at := eval[[]float64](b, "finding the pixel", fmt.Sprintf(`(() => {
		const svg = document.querySelector('#picture svg');
		const p = new DOMPoint(%g, %g).matrixTransform(svg.getScreenCTM());
		return [p.x, p.y];
	})()`, x, y))
	return at[0], at[1]
}

// hoverSVG moves the mouse over a pixel of the shown picture.
func (b *browser) hoverSVG(x, y float64) {
	b.t.Helper()
	sx, sy := b.screen(x, y)
	b.run("moving the mouse", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, sx, sy))
}

// clickSVG clicks the shown picture at a pixel of its own SVG
// coordinates, as a user's mouse would (moving there first).
func (b *browser) clickSVG(x, y float64) {
	b.t.Helper()
	sx, sy := b.screen(x, y)
	b.run("clicking", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, sx, sy), chromedp.MouseClickXY(sx, sy))
}

// answers returns how many answers the page has shown.
func (b *browser) answers() int {
	return eval[int](b, "counting answers", `window.explorerStats.answers`)
}

// choose picks a value in a select, as a user does.
func (b *browser) choose(id, value string) {
	b.t.Helper()
	eval[chromedp.Void](b, "choosing "+value+" in #"+id, fmt.Sprintf(`(() => {
		const s = document.getElementById(%q);
		s.value = %q;
		s.dispatchEvent(new Event('change'));
	})()`, id, value))
}

// verdict waits for a new verdict and returns it with its ends.
func (b *browser) verdict(after int) (verdict, from, to string) {
	b.t.Helper()
	b.wait("the verdict", fmt.Sprintf(`window.explorerStats.answers > %d && document.getElementById('verdict').textContent !== ''`, after))
	v := eval[[]string](b, "reading the verdict", `(() => { const v = document.getElementById('verdict'); return [v.textContent, v.dataset.from, v.dataset.to]; })()`)
	return v[0], v[1], v[2]
}

// upload gives a file to the page's file input, as choosing it does.
func (b *browser) upload(file string) {
	b.t.Helper()
	b.run("choosing "+filepath.Base(file), chromedp.SetUploadFiles(chromedp.CSS("#file"), []string{file}))
}

func point(t *testing.T, s string) orb.Point {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 2 {
		t.Fatalf("point %q", s)
	}
	x, err1 := strconv.ParseFloat(f[0], 64)
	y, err2 := strconv.ParseFloat(f[1], 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("point %q", s)
	}
	return orb.Point{x, y}
}

// The explorer in headless Chromium: a bundled scene opens, two clicks
// give the verdict the library gives in Go for the same points (on the
// CeM table and on the tactical hex map), a unit's reach is move.Reach's,
// the heat map shows, a hostile file shows the loader's capped error,
// a file over the limit is refused unread, and the console stays clean.
func TestExplorerInChromium(t *testing.T) {
	bin, ok := chromium()
	if !ok {
		t.Skip("no Chromium installed (Debian: apt-get install chromium, or set WARKIT_CHROMIUM); skipping the browser test")
	}
	url := startExplorer(t)
	logModuleSize(t, url)
	b := newBrowser(t, bin)

	// The CeM scene, the page's first.
	b.run("opening the page", chromedp.Navigate(url+"#cem-sight"))
	// The module loads and compiles in the page: give it time on a slow machine.
	b.waitFor("the CeM scene", `window.explorerStats.readyMs !== null && document.querySelector('#picture svg') !== null && document.getElementById('status').textContent.startsWith('Click the observer')`, 3*time.Minute)
	b.shot("cem-sight-opened")
	native := app.New()
	if r := native.Handle(app.Request{Op: "open", Scene: "cem-sight"}); r.Error != "" {
		t.Fatal(r.Error)
	}
	sc := cem.SeedScene()
	wantFrom, wantTo := sc.British.Figures[1].At, sc.Bridge.Figures[0].At
	x0, y0, _ := native.PixelOf(wantFrom)
	x1, y1, _ := native.PixelOf(wantTo)
	n := b.answers()
	b.clickSVG(x0, y0)
	b.wait("the observer", `document.getElementById('status').textContent.startsWith('Click the target')`)
	b.clickSVG(x1, y1)
	got, fromS, toS := b.verdict(n)
	stats := eval[struct {
		ReadyMs      float64 `json:"readyMs"`
		FirstClickMs float64 `json:"firstClickMs"`
	}](b, "reading the timings", `window.explorerStats`)
	t.Logf("headless Chromium: module ready %.0f ms after the page started loading; first click answered at %.0f ms", stats.ReadyMs, stats.FirstClickMs)
	b.shot("cem-sight-line")
	from, to := point(t, fromS), point(t, toS)
	for _, c := range []struct{ got, want orb.Point }{{from, wantFrom}, {to, wantTo}} {
		if dx, dy := c.got[0]-c.want[0], c.got[1]-c.want[1]; dx*dx+dy*dy > 0.5*0.5 {
			t.Errorf("clicked %v, the page read %v: more than 0.5 m off", c.want, c.got)
		}
	}
	tb, err := terrain.NewBoard(sc.Board)
	if err != nil {
		t.Fatal(err)
	}
	board, err := cem.NewBoard(tb, cem.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := board.LoS(cem.End{At: from}, cem.End{At: to})
	if err != nil {
		t.Fatal(err)
	}
	seen := "seen"
	if !want.Seen {
		seen = "not seen"
	}
	if w := fmt.Sprintf("%s, visibility %g", seen, want.Score); got != w {
		t.Errorf("CeM: the page says %q for %v -> %v; the library says %q", got, from, to, w)
	} else {
		t.Logf("CeM %v -> %v: the page and the library agree: %s", from, to, got)
	}

	// The tactical hex map: hover, two hexes, a unit's reach, the heat.
	b.choose("scene", "tactical-threat")
	b.wait("the tactical scene", `document.getElementById('status').textContent.startsWith('Click the observer') && location.hash === '#tactical-threat'`)
	if r := native.Handle(app.Request{Op: "open", Scene: "tactical-threat"}); r.Error != "" {
		t.Fatal(r.Error)
	}
	hs := hexScene(t, "tactical-threat.svg")
	hx, hy, _ := native.HexCentre("0202")
	b.hoverSVG(hx, hy)
	b.wait("the hover text", `document.getElementById('hover').textContent.startsWith('0202')`)
	for _, pair := range [][2]string{{"0202", "0807"}, {"0202", "0209"}} {
		n := b.answers()
		for _, l := range pair {
			x, y, _ := native.HexCentre(l)
			b.clickSVG(x, y)
		}
		got, fromS, toS := b.verdict(n)
		a, _ := hs.Map.Parse(pair[0])
		c, _ := hs.Map.Parse(pair[1])
		var tr hexsight.Tracer
		v, err := hs.Sight.LoS(&tr, a, c)
		if err != nil {
			t.Fatal(err)
		}
		w := "seen"
		if !v.Seen {
			w = fmt.Sprintf("not seen (%v)", v.Reason)
		} else if v.Score != 0 {
			w = fmt.Sprintf("seen, hindrance %g", v.Score)
		}
		if got != w || fromS != pair[0] || toS != pair[1] {
			t.Errorf("tactical %s -> %s: the page says %q (%s -> %s); the library says %q", pair[0], pair[1], got, fromS, toS, w)
		} else {
			t.Logf("tactical %s -> %s: the page and the library agree: %s", pair[0], pair[1], got)
		}
	}
	b.shot("tactical-sight")
	n = b.answers()
	b.choose("unit", "0")
	got, _, _ = b.verdict(n)
	u := hs.Units[0]
	tree, err := move.Reach(move.RectOf(hs.Map), u.At, u.Cost, u.Options)
	if err != nil {
		t.Fatal(err)
	}
	if w := fmt.Sprintf("%d hexes reached", tree.Len()); got != w {
		t.Errorf("reach of %s: the page says %q, move.Reach %q", u.Name, got, w)
	}
	px, py, _ := native.HexCentre("0503")
	n = b.answers()
	b.clickSVG(px, py)
	got, _, _ = b.verdict(n)
	a, _ := hs.Map.Parse("0503")
	if arr, ok := tree.At(a); !ok || got != fmt.Sprintf("%g MP left", arr.MPLeft) {
		t.Errorf("path to 0503: the page says %q; move.Reach: %v, %v", got, arr, ok)
	}
	b.shot("tactical-reach-path")
	eval[chromedp.Void](b, "the heat map", `document.getElementById('heat').click()`)
	b.wait("the heat legend", `document.querySelector('#picture svg') !== null && document.querySelector('#picture').innerHTML.includes('expected loss') && document.getElementById('heat').checked`)
	b.shot("tactical-heat")

	// Bad files: the loader's capped error, the picture kept.
	dir := t.TempDir()
	hostile := filepath.Join(dir, "hostile.json")
	if err := os.WriteFile(hostile, []byte(hostileHexMap()), 0o644); err != nil {
		t.Fatal(err)
	}
	b.upload(hostile)
	b.wait("the loader's error", `!document.getElementById('error').hidden && document.getElementById('error').textContent.includes('more problems')`)
	errText := eval[string](b, "reading the error", `document.getElementById('error').textContent`)
	pictureKept := eval[bool](b, "looking at the picture", `document.querySelector('#picture').innerHTML.includes('expected loss')`)
	if !strings.Contains(errText, "terrain:") || !strings.Contains(errText, "hostile.json") {
		t.Errorf("the hostile file's error: %q", errText)
	}
	if !pictureKept {
		t.Error("after the hostile file the page no longer shows the scene")
	}
	b.shot("hostile-file")
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, app.MaxFileBytes+1); err != nil {
		t.Fatal(err)
	}
	b.upload(big)
	b.wait("the size refusal", `document.getElementById('error').textContent.includes('over the page') && document.getElementById('error').textContent.includes('not read')`)
	b.shot("file-too-big")

	// A good file of the user's own.
	good := filepath.Join(root(t), "terrain", "testdata", "hexmap.json")
	b.upload(good)
	b.wait("the user's map", `document.getElementById('error').hidden && document.getElementById('heading').textContent === 'hexmap.json'`)
	b.shot("own-hexmap")

	// A board of the user's own (GeoJSON), then the hexgame's map and its
	// pieces file: its units on the map, one chosen for its reach.
	b.upload(filepath.Join(root(t), "terrain", "testdata", "board.geojson"))
	b.wait("the user's board", `document.getElementById('error').hidden && document.getElementById('heading').textContent === 'board.geojson'`)
	b.shot("own-board")
	b.upload(filepath.Join(root(t), "examples", "hexgame", "map.json"))
	b.wait("the hexgame's map", `document.getElementById('error').hidden && document.getElementById('heading').textContent === 'map.json'`)
	b.upload(filepath.Join(root(t), "examples", "hexgame", "pieces.json"))
	b.wait("its pieces as units", `document.getElementById('error').hidden && [...document.getElementById('unit').options].some((o) => o.textContent === 'B4')`)
	n = b.answers()
	b.choose("unit", "1")
	if got, _, _ := b.verdict(n); !strings.HasSuffix(got, "hexes reached") {
		t.Errorf("the reach of the pieces file's B4: %q", got)
	}
	b.shot("own-pieces-reach")

	b.mu.Lock()
	defer b.mu.Unlock()
	for _, e := range b.errors {
		t.Errorf("the console: %s", e)
	}
}

// hexScene opens a bundled hex scene in Go.
func hexScene(t *testing.T, name string) *scenes.HexScene {
	t.Helper()
	for _, p := range scenes.Catalog() {
		if p.Name == name && p.Hex != nil {
			s, err := p.Hex()
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
	}
	t.Fatalf("no hex scene %s", name)
	return nil
}

// hostileHexMap is a hex map whose 500 hexes are all off the map and of
// an unknown type: many more problems than a loader reports.
func hostileHexMap() string {
	var b strings.Builder
	b.WriteString(`{"cols": 10, "rows": 10, "labels": {"offset": "odd-q", "col": {"style": "digits", "width": 2, "first": 1}, "row": {"style": "digits", "width": 2, "first": 1}}, "types": [{"name": "clear"}], "fill": "clear", "hexes": [`)
	for i := range 500 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"hex": "99%02d", "type": "nowhere"}`, i%100)
	}
	b.WriteString("]}")
	return b.String()
}

// logModuleSize logs the size of the WebAssembly module as served.
func logModuleSize(t *testing.T, url string) {
	req, err := http.NewRequest("GET", url+"explorer.wasm", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "identity")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("explorer.wasm: %v %v", resp.Status, err)
	}
	req.Header.Set("Accept-Encoding", "gzip")
	gz, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer gz.Body.Close()
	m, _ := io.Copy(io.Discard, gz.Body)
	t.Logf("WebAssembly module: %d bytes (%.1f MiB), %d bytes gzipped as served", n, float64(n)/(1<<20), m)
}
