package advise

import (
	"sync"
	"sync/atomic"
)

// batch calls f(i) for every i in [0, n), on opt.workers goroutines,
// reporting progress from the calling goroutine. It returns the error of
// the smallest i that failed, so the error, like the results, does not
// depend on scheduling.
func batch(n int, opt Options, f func(i int) error) error {
	if n == 0 {
		return nil
	}
	chunk := max(1, n/100)
	chunks := (n + chunk - 1) / chunk
	errs := make([]error, chunks)
	run := func(c int) {
		lo, hi := c*chunk, min(n, (c+1)*chunk)
		for i := lo; i < hi; i++ {
			if err := f(i); err != nil {
				errs[c] = err
				return
			}
		}
	}
	workers := opt.workers(chunks)
	if workers == 1 {
		for c := range chunks {
			run(c)
			report(opt, c, chunk, n)
			if errs[c] != nil {
				return errs[c]
			}
		}
		return nil
	}
	var next atomic.Int64
	done := make(chan int, chunks)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				c := int(next.Add(1) - 1)
				if c >= chunks {
					return
				}
				run(c)
				done <- c
			}
		}()
	}
	go func() { wg.Wait(); close(done) }()
	finished := 0
	for range done {
		finished++
		report(opt, finished-1, chunk, n)
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// report tells Progress that the first c+1 chunks' worth of places are done.
func report(opt Options, c, chunk, n int) {
	if opt.Progress != nil {
		opt.Progress(min(n, (c+1)*chunk), n)
	}
}
