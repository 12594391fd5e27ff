package problems

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestList(t *testing.T) {
	var l List
	if l.Err("x: ") != nil || l.Len() != 0 {
		t.Fatal("the zero List is not empty")
	}
	l.Add(nil)
	for i := range Max + 5 {
		l.Add(fmt.Errorf("x: problem %d", i))
	}
	err := l.Err("x: ")
	lines := strings.Split(err.Error(), "\n")
	if l.Len() != Max+5 || len(lines) != Max+1 || lines[Max] != "x: and 5 more problems" || lines[0] != "x: problem 0" {
		t.Errorf("%d problems: %q", l.Len(), lines)
	}
	var first List
	first.Add(errors.New("only"))
	if first.Err("x: ").Error() != "only" {
		t.Error(first.Err("x: "))
	}
}
