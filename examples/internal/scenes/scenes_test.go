package scenes

import (
	"fmt"
	"io"

	"github.com/warkit/warkit/draw"
)

// named keeps no picture and says which it was given, as the tour does.
type named struct{}

func (named) Save(w io.Writer, name string, c *draw.Canvas) error {
	if err := c.Err(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "Picture: %s\n", name)
	return err
}
