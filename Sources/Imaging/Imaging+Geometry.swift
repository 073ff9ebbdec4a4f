// Images and the geometry on them travel together: every user of Imaging also places points and quads on pixels.
@_exported import Geometry
