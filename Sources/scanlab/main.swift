print("scanlab")
