# Motion on the table (a tile dropping into place, a figure hopping onto its
# spot, points flying to the score) and the mark shown while the sound is off.

motion-reduce = Reduce motion
motion-reduce-hint = Tiles, figures and points appear at once, without moving.
motion-muted = Sound off
motion-muted-hint = Click, or press M, to turn the sound back on.
