#!/usr/bin/env python3
"""ScanLab external style `opencv-ink`: OpenCV flat-field correction, then Otsu, written as a 1-bit-looking PNG.

A peer anchor for ScanLab's own `ink` style: the textbook recipe a team would write with OpenCV, run on the same
photos, so a report shows where `ink` stands against it. It does not look for the page or flatten it.

    opencv_flatfield.py INPUT OUTPUT      style one photo (PNG, JPEG or TIFF in; PNG out)
    opencv_flatfield.py --version         print the OpenCV and NumPy versions (part of the style's identity)
"""
import sys

# The background is estimated at a quarter of the size: uneven light varies slowly, and a large blur at full
# size is what makes this step slow (FINDINGS.md: a sigma-50 Gaussian takes 1.2 s on 12 MP).
BACKGROUND_SCALE = 0.25
# The closing kernel, as a share of the reduced image's short side: wide enough to bridge letters and table
# lines, so only the paper's light is left.
CLOSE_SHARE = 0.04
# A floor for the background, so deep shadow is not divided by almost nothing.
BACKGROUND_FLOOR = 16.0


def main(argv):
    import cv2
    import numpy as np

    if len(argv) == 2 and argv[1] == "--version":
        print(f"opencv {cv2.__version__}; numpy {np.__version__}")
        return 0
    if len(argv) != 3:
        sys.stderr.write("usage: opencv_flatfield.py INPUT OUTPUT\n")
        return 64
    source, target = argv[1], argv[2]
    # IMREAD_COLOR applies a JPEG's EXIF orientation, so the page is read as ScanLab reads it.
    image = cv2.imread(source, cv2.IMREAD_COLOR)
    if image is None:
        sys.stderr.write(f"{source}: OpenCV cannot read this image\n")
        return 2
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY).astype(np.float32)
    small = cv2.resize(gray, None, fx=BACKGROUND_SCALE, fy=BACKGROUND_SCALE, interpolation=cv2.INTER_AREA)
    side = max(3, int(min(small.shape) * CLOSE_SHARE) | 1)
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (side, side))
    background = cv2.morphologyEx(small, cv2.MORPH_CLOSE, kernel)
    background = cv2.GaussianBlur(background, (0, 0), side / 2)
    background = cv2.resize(background, (gray.shape[1], gray.shape[0]), interpolation=cv2.INTER_LINEAR)
    flat = np.clip(gray / np.maximum(background, BACKGROUND_FLOOR) * 255.0, 0, 255).astype(np.uint8)
    _, ink = cv2.threshold(flat, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    if not cv2.imwrite(target, ink):
        sys.stderr.write(f"{target}: OpenCV cannot write the PNG\n")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
