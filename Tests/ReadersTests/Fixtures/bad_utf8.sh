#!/bin/sh
# A reader whose output is not UTF-8 (Latin-1 bytes, as ocrad prints without -F utf8).
printf 'TOTAL 12.30 \374ber \377\n'
